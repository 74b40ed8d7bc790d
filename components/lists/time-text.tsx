/** A date put into words for the reader (`text`), with the date itself for machines (`at`). */
export type DateWords = { at: string | null; text: string }

/**
 * A date already written for the reader, machine-readable in `dateTime`. Without a date, the
 * words given for that (e.g. "No due date"), or '—'. Plain, so that server components and
 * client-drawn rows show dates the same way.
 */
export function TimeText({ at, text }: DateWords) {
  if (at) return <time dateTime={at}>{text}</time>
  return text ? <span>{text}</span> : '—'
}
