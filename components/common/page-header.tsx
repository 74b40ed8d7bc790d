/** The page's one h1 (focused after client navigation by the route announcer). */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children?: React.ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {description && <p className="mt-1 max-w-prose text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  )
}
