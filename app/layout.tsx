import type { Metadata, Viewport } from 'next'
import { cookies, headers } from 'next/headers'
import { ClientMessages } from '@/components/i18n/client-messages'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { LiveRegions } from '@/components/accessibility/live-regions'
import { HydratedMark } from '@/components/common/hydrated-mark'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { pickMessages } from '@/lib/i18n/pick'
import { AccessibilityEffects } from '@/components/accessibility/effects/accessibility-effects'
import { LiveAccessibilitySettings } from '@/components/accessibility/live-settings'
import { AccessibilityPanelHost } from '@/components/accessibility/panel/accessibility-panel-host'
import { getClaims } from '@/lib/auth/session'
import { htmlAccessibility } from '@/lib/accessibility/html'
import { stashInvitationFragmentScript } from '@/lib/auth/invitation-fragment'
import { NONCE_HEADER } from '@/lib/security/content-security-policy'
import { ACCESSIBILITY_SETTINGS_COOKIE, settingsFromCookie } from '@/lib/accessibility/settings'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta')
  return {
    title: { default: t('title'), template: `%s · ${t('appName')}` },
    description: t('description'),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, messages, t, store, claims, requestHeaders] = await Promise.all([
    getLocale(),
    getMessages(),
    getTranslations('common'),
    cookies(),
    getClaims(),
    headers(),
  ])
  // The page's Content-Security-Policy lets an inline script run only with this request's nonce.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined
  // The first HTML already carries the person's accessibility settings: no flash of the wrong
  // size or theme before any script runs.
  const settings = settingsFromCookie(store.get(ACCESSIBILITY_SETTINGS_COOKIE)?.value)
  const html = htmlAccessibility(settings)
  return (
    <html
      lang={locale}
      {...html.attributes}
      className={html.className || undefined}
      // --a11y-contrast: the contrast level as a fraction, for the styles in accessibility.css.
      style={{
        fontSize: `${html.fontSizePercent}%`,
        ['--a11y-contrast' as string]: settings.contrastLevel / 100,
      }}
    >
      <head>
        {/* Runs before any of the app's code: an invitation link's session leaves the address
            before the router takes its copy of it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: stashInvitationFragmentScript }} />
      </head>
      <body className="min-h-svh">
        {/* Signed in or not decides only where a change is kept (the account or this browser);
            the session check is the one every page makes anyway (cached for the request). */}
        <ClientMessages
          locale={locale}
          messages={pickMessages(messages, ['error', 'accessibilityPanel', 'compliance'])}
        >
          <LiveAccessibilitySettings initial={settings} signedIn={claims !== null}>
            {children}
            <AccessibilityPanelHost />
            <LazyToaster containerAriaLabel={t('toastRegion')} />
            <ClientMessages messages={pickMessages(messages, ['accessibilityEffects'])}>
              <AccessibilityEffects />
            </ClientMessages>
          </LiveAccessibilitySettings>
        </ClientMessages>
        <LiveRegions />
        {/* Last, so that its effect runs after every other first effect of the page. */}
        <HydratedMark />
      </body>
    </html>
  )
}
