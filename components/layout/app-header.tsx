import { getTranslations } from 'next-intl/server'
import { ShortcutsHelpButton } from '@/components/accessibility/shortcuts/shortcuts-help-button'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { ProfileMenu } from '@/components/profile/profile-menu'
import { PAGE_TITLE_KEYS } from '@/lib/navigation/titles'
import type { Role } from '@/lib/auth/roles'
import { HeaderMore } from './header-more'
import { HeaderTitle } from './header-title'
import { OnlineHere } from '@/components/realtime/online-here'
import { NotificationBell } from './notification-bell'
import { RoleBadge } from './role-badge'
import { SidebarTrigger } from './sidebar-trigger'

export async function AppHeader({ role, unread }: { role: Role; unread: number | null }) {
  const t = await getTranslations()
  const titles = Object.fromEntries(
    Object.entries(PAGE_TITLE_KEYS).map(([pattern, key]) => [pattern, t(key)]),
  )
  // One row at any width and text size (app/shell.css): the title shortens, and the secondary
  // controls move into the "More" panel where the header is narrow.
  return (
    <header
      data-slot="app-header"
      className="sticky top-0 z-30 flex min-h-14 flex-nowrap items-center gap-2 border-b bg-background/95 px-3 py-1 backdrop-blur"
    >
      <SidebarTrigger label={t('sidebar.toggle')} />
      <div className="min-w-0 flex-1">
        <HeaderTitle titles={titles} fallback={t('common.appName')} />
      </div>
      <HeaderMore label={t('header.more')}>
        <RoleBadge role={role} label={t(`roles.${role}.name`)} prefix={t('header.role')} />
        <OnlineHere role={role} />
        <ShortcutsHelpButton label={t('shortcuts.helpButton')} />
        <LocaleSwitcher />
      </HeaderMore>
      <NotificationBell count={unread} />
      <ProfileMenu />
    </header>
  )
}
