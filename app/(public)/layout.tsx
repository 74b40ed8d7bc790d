import { getTranslations } from 'next-intl/server'
import { RouteAnnouncer } from '@/components/accessibility/route-announcer'
import { SkipLinks } from '@/components/accessibility/skip-links'
import { MainContent } from '@/components/layout/main-content'
import { PublicFooter } from '@/components/public/public-footer'
import { PublicHeader } from '@/components/public/public-header'
import { getClaims } from '@/lib/auth/session'

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const [claims, t] = await Promise.all([getClaims(), getTranslations('a11y')])
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLinks />
      <PublicHeader signedIn={claims !== null} />
      <MainContent className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">{children}</MainContent>
      <PublicFooter />
      <RouteAnnouncer template={t('navigated', { title: '{title}' })} />
    </div>
  )
}
