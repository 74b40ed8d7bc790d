import { PageHeading } from '@/components/common/page-header'

/**
 * The frame of the sign-in, registration and password-reset pages: the page heading (focus
 * target after navigation) with its introduction, what comes before the card, the card, and
 * what follows it.
 */
export function AuthPanel({
  title,
  intro,
  before,
  after,
  children,
}: {
  title: string
  intro?: React.ReactNode
  before?: React.ReactNode
  after?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <PageHeading title={title} intro={intro} size="card" />
      {before}
      <div className="rounded-xl border bg-card p-6 shadow-sm">{children}</div>
      {after}
    </div>
  )
}
