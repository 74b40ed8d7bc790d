/** A record's flags already put into sentences, or the words for none. Plain, so that server components and client-drawn rows show them alike. */
export function ReasonItems({
  items,
  none,
}: {
  items: { code: string; text: string }[]
  none: string
}) {
  if (items.length === 0) return <p>{none}</p>
  return (
    <ul className="list-disc space-y-1 ps-5">
      {items.map((item) => (
        <li key={item.code} data-reason={item.code}>
          {item.text}
        </li>
      ))}
    </ul>
  )
}
