import Link from 'next/link'
import { BellIcon } from 'lucide-react'
import { formatBadgeCount } from '@/lib/navigation/menus'

/** Link to the notifications with the unread count in its name (the badge is visual). */
export function NotificationBell({ count, label }: { count: number | null; label: string }) {
  const badge = formatBadgeCount(count)
  return (
    <Link
      href="/notifications"
      className="relative inline-flex size-11 items-center justify-center rounded-md hover:bg-accent"
    >
      <BellIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
      {badge && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-bold leading-5 text-destructive-foreground"
        >
          {badge}
        </span>
      )}
    </Link>
  )
}
