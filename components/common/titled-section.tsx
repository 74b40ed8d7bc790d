/**
 * A section of a page named by its h2 (`aria-labelledby`), so it is a landmark with a name.
 * `hiddenTitle`: the heading is for screen readers only, where the page already shows what the
 * section is (a list right under the page's own heading) but the outline still wants it named.
 */
export function TitledSection({
  id,
  title,
  hiddenTitle = false,
  className,
  children,
}: {
  id: string
  title: string
  hiddenTitle?: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={hiddenTitle ? 'sr-only' : 'mb-2 text-lg font-semibold'}>
        {title}
      </h2>
      {children}
    </section>
  )
}
