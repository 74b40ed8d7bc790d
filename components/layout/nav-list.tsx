'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  BellIcon,
  BookOpenIcon,
  ClipboardListIcon,
  FileCheckIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  LightbulbIcon,
  SchoolIcon,
  Trash2Icon,
  UsersIcon,
  VideoIcon,
  ClapperboardIcon,
  HeartHandshakeIcon,
  ShieldCheckIcon,
} from 'lucide-react'
import { activeHref, type NavIcon } from '@/lib/navigation/menus'
import { cx } from '@/lib/cx'
import { useSidebar } from './sidebar-context'

const ICONS: Record<NavIcon, typeof BellIcon> = {
  dashboard: LayoutDashboardIcon,
  videos: VideoIcon,
  insights: LightbulbIcon,
  teachers: GraduationCapIcon,
  classes: SchoolIcon,
  students: UsersIcon,
  subjects: BookOpenIcon,
  videosManage: ClapperboardIcon,
  assignments: ClipboardListIcon,
  submissions: FileCheckIcon,
  bin: Trash2Icon,
  notifications: BellIcon,
  children: HeartHandshakeIcon,
  accessLog: ShieldCheckIcon,
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
          const Icon = ICONS[item.icon]
          const current = item.href === active
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                title={item.label}
                onClick={() => setMobileOpen(false)}
                className={cx(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-sidebar-accent hover:text-sidebar-accent-foreground group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0',
                  current && 'bg-sidebar-accent text-sidebar-accent-foreground font-semibold',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="truncate group-data-[sidebar-state=collapsed]/sidebar:sr-only">{item.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
