'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  Bell,
  BookOpen,
  Clapperboard,
  ClipboardList,
  FileCheck,
  GraduationCap,
  HeartHandshake,
  Mail,
  Megaphone,
  LayoutDashboard,
  Lightbulb,
  School,
  ShieldCheck,
  Trash2,
  Users,
  Video,
} from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import { activeHref, type NavIcon } from '@/lib/navigation/menus'
import { cx } from '@/lib/cx'
import { UnreadMessagesBadge } from '@/components/messages/unread-badge'
import { useSidebar } from './sidebar-context'

const ICONS: Record<NavIcon, IconNode> = {
  dashboard: LayoutDashboard,
  videos: Video,
  insights: Lightbulb,
  teachers: GraduationCap,
  classes: School,
  students: Users,
  subjects: BookOpen,
  videosManage: Clapperboard,
  assignments: ClipboardList,
  submissions: FileCheck,
  bin: Trash2,
  notifications: Bell,
  children: HeartHandshake,
  accessLog: ShieldCheck,
  messages: Mail,
  announcements: Megaphone,
}

export type NavEntry = { href: string; label: string; icon: NavIcon }

export function NavList({ items, label }: { items: NavEntry[]; label: string }) {
  const pathname = usePathname()
  const { setMobileOpen } = useSidebar()
  const active = activeHref(items, pathname)
  return (
    <nav aria-label={label} className="px-2 py-3">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = item.href === active
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                title={item.label}
                onClick={() => setMobileOpen(false)}
                className={cx(
                  'relative flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-sidebar-accent hover:text-sidebar-accent-foreground group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0',
                  current && 'bg-sidebar-accent text-sidebar-accent-foreground font-semibold',
                )}
              >
                <Icon node={ICONS[item.icon]} className="size-5 shrink-0" />
                <span className="truncate group-data-[sidebar-state=collapsed]/sidebar:sr-only">
                  {item.label}
                </span>
                {item.href === '/messages' && <UnreadMessagesBadge />}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
