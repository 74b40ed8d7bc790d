import { cx } from '@/lib/cx'

/**
 * One part of the Settings page: a card titled by its h2 (which names the section for
 * assistive technology), an optional sentence on what it does, then its controls. `id` is the
 * section's anchor (/settings#security); the heading's id is `${id}-title`.
 */
export function SettingsSection({
  id,
  title,
  body,
  children,
}: {
  id: string
  title: React.ReactNode
  body?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className={cx('text-lg font-semibold', body ? 'mb-1' : 'mb-4')}>
        {title}
      </h2>
      {body ? <p className="mb-4 text-muted-foreground">{body}</p> : null}
      {children}
    </section>
  )
}
