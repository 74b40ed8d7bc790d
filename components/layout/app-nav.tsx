import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { Settings } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { menuForRole } from '@/lib/navigation/menus'
import type { Role } from '@/lib/auth/roles'
import { NavList } from './nav-list'
import { SignOut } from './sign-out'

/** Everything in the sidebar: brand, the role's menu, and the account links. */
export async function AppNav({ role, name }: { role: Role; name: string }) {
  const [t, tc] = await Promise.all([getTranslations('nav'), getTranslations('common')])
  const items = menuForRole(role).map((item) => ({ ...item, label: t(item.label) }))
  return (
    <div className="flex h-full flex-col">
      <Link
        href="/dashboard"
        className="mx-2 mt-3 flex min-h-11 items-center gap-2 rounded-md px-3 text-lg font-bold group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground"
        >
          O
        </span>
        <span className="group-data-[sidebar-state=collapsed]/sidebar:sr-only">
          {tc('appName')}
        </span>
      </Link>
      <NavList items={items} label={t('label')} />
      <div className="mt-auto border-t border-sidebar-border px-2 py-3">
        <p
          data-a11y-secondary
          className="truncate px-3 pb-2 text-sm text-muted-foreground group-data-[sidebar-state=collapsed]/sidebar:sr-only"
        >
          {t('signedInAs', { name })}
        </p>
        <Link
          href="/settings"
          title={t('settings')}
          className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-sidebar-accent group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0"
        >
          <Icon node={Settings} className="size-5 shrink-0" />
          <span className="group-data-[sidebar-state=collapsed]/sidebar:sr-only">
            {t('settings')}
          </span>
        </Link>
        <SignOut />
      </div>
    </div>
  )
}
