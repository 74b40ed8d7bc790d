/** The title sizes: an app page's, and the larger one of a page that is a single card (sign-in). */
const TITLE_SIZES = { page: 'text-2xl', card: 'text-3xl' }

/**
 * The page's one h1 (focused after client navigation by the route announcer) and its
 * introduction.
 */
export function PageHeading({
  title,
  intro,
  size = 'page',
}: {
  title: string
  intro?: React.ReactNode
  size?: keyof typeof TITLE_SIZES
}) {
  return (
    <div>
      <h1 tabIndex={-1} className={`${TITLE_SIZES[size]} font-bold tracking-tight`}>
        {title}
      </h1>
      {intro && <p className="mt-1 max-w-prose text-muted-foreground">{intro}</p>}
    </div>
  )
}

/** The page's heading, with the page's actions beside it. */
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
      <PageHeading title={title} intro={description} />
      {children}
    </div>
  )
}
