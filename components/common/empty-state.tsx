import { Inbox } from 'lucide'
import { Icon } from '@/components/ui/icon'

export function EmptyState({
  title,
  body,
  children,
}: {
  title: string
  body: string
  children?: React.ReactNode
}) {
  return (
    <section
      aria-labelledby="empty-state-title"
      className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <Icon node={Inbox} className="mb-3 size-10 text-muted-foreground" />
      <h2 id="empty-state-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 max-w-prose text-muted-foreground">{body}</p>
      {children}
    </section>
  )
}
