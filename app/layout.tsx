import type { Metadata, Viewport } from 'next'
import { ClientMessages } from '@/components/i18n/client-messages'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { LiveRegions } from '@/components/a11y/live-regions'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { pickMessages } from '@/lib/i18n/pick'
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
  const [locale, messages, t] = await Promise.all([getLocale(), getMessages(), getTranslations('common')])
  return (
    <html lang={locale}>
      <body className="min-h-svh">
        <ClientMessages messages={pickMessages(messages, ['error'])}>
          {children}
          <LazyToaster containerAriaLabel={t('toastRegion')} />
        </ClientMessages>
        <LiveRegions />
      </body>
    </html>
  )
}
