import { cookies } from 'next/headers'
import { getMessages, getTranslations } from 'next-intl/server'
import { KeyboardShortcuts } from '@/components/accessibility/shortcuts/keyboard-shortcuts'
import { RouteAnnouncer } from '@/components/accessibility/route-announcer'
import { AccountAccessibility } from '@/components/accessibility/account-accessibility'
import { Assistant } from '@/components/assistant/assistant'
import { SkipLinks } from '@/components/accessibility/skip-links'
import { MainContent } from '@/components/layout/main-content'
import { PendingActivation, ProfileProblem } from '@/components/layout/account-notice'
import { AppHeader } from '@/components/layout/app-header'
import { AppNav } from '@/components/layout/app-nav'
import { SIDEBAR_COOKIE_NAME } from '@/components/layout/sidebar-cookie'
import { SidebarStateProvider } from '@/components/layout/sidebar-context'
import { SidebarFrame } from '@/components/layout/sidebar-frame'
import { SignOut } from '@/components/layout/sign-out'
import { FloatingClearance } from '@/components/layout/floating-clearance'
import { ClientMessages } from '@/components/i18n/client-messages'
import { LiveProfile } from '@/components/realtime/live-profile'
import { LiveProvider } from '@/components/realtime/live-provider'
import { requireUser } from '@/lib/auth/guards'
import { env } from '@/lib/env'
import { menuForRole, type MenuItem } from '@/lib/navigation/menus'
import { pickMessages } from '@/lib/i18n/pick'

/** The signed-in shell. It re-checks the session itself; proxy.ts is not the only guard. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser()
  const t = await getTranslations()
  const main = (content: React.ReactNode) => (
    <MainContent data-slot="main" className="flex-1 px-4 py-6 md:px-8">
      {content}
    </MainContent>
  )

  if (user.profile.status !== 'ok') {
    return (
      <>
        <SkipLinks />
        {main(
          <div className="mx-auto flex max-w-2xl flex-col gap-4">
            <h1 className="text-2xl font-bold">{t('common.appName')}</h1>
            <ProfileProblem missing={user.profile.status === 'missing'} />
            <SignOut variant="standalone" />
          </div>,
        )}
      </>
    )
  }

  const { profile } = user.profile
  const [cookieStore, messages] = await Promise.all([cookies(), getMessages()])
  const defaultOpen = cookieStore.get(SIDEBAR_COOKIE_NAME)?.value !== 'false'
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email
  // The palette's pages: the role's menu and the settings, named as in the menu.
  const pages = [
    ...menuForRole(profile.role),
    { href: '/settings', label: 'settings' } satisfies Omit<MenuItem, 'icon'>,
  ].map((item) => ({
    href: item.href,
    label: t(`nav.${item.label}`),
  }))
  const { accessibility } = profile
  // Adaptive support is turned on once; afterwards the banner names what was turned on then.
  const pendingSupport = accessibility.appliedSupport === null ? accessibility.neededSupport : []
  const accountAccessibility = (
    <AccountAccessibility
      account={accessibility.settings}
      pendingSupport={pendingSupport}
      bannerSupport={accessibility.appliedSupport ?? pendingSupport}
      bannerDismissed={accessibility.bannerDismissed}
      speech={accessibility.speech}
    />
  )

  return (
    <Assistant role={profile.role}>
      <SkipLinks />
      {/* Live updates (realtime) for the whole shell; the browser reaches the backend only for these. */}
      <ClientMessages messages={pickMessages(messages, ['live', 'status', 'shortcuts'])}>
        <LiveProvider
          url={env.NEXT_PUBLIC_SUPABASE_URL}
          anonKey={env.NEXT_PUBLIC_SUPABASE_ANON_KEY}
          profileId={profile.id}
          schoolId={profile.schoolId}
          unread={profile.unreadNotifications}
        >
          {profile.role === 'student' && <LiveProfile updatedAt={profile.updatedAt} />}
          <SidebarStateProvider defaultOpen={defaultOpen}>
            <KeyboardShortcuts pages={pages} />
            <SidebarFrame
              nav={<AppNav role={profile.role} name={name} />}
              labels={{ menu: t('sidebar.menu'), close: t('sidebar.close') }}
            >
              <AppHeader role={profile.role} unread={profile.unreadNotifications} />
              {main(
                profile.isActive ? (
                  <>
                    {accountAccessibility}
                    {children}
                  </>
                ) : (
                  <PendingActivation
                    role={profile.role}
                    school={profile.schoolName}
                    waiting={!profile.approved}
                  />
                ),
              )}
            </SidebarFrame>
          </SidebarStateProvider>
        </LiveProvider>
      </ClientMessages>
      <FloatingClearance />
      <RouteAnnouncer template={t('a11y.navigated', { title: '{title}' })} />
    </Assistant>
  )
}
