import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { HeaderMore } from '@/components/layout/header-more'
import { WayIn } from './way-in'

/** Header of the public pages: brand, site links, language, and sign-in or dashboard. */
export async function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const [t, th] = await Promise.all([getTranslations('publicNav'), getTranslations('header')])
  const link =
    'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-accent'
  // One row at any width and text size, as the signed-in header (app/shell.css): the site
  // links, the language and the sign-in move into the "More" panel where it is narrow.
  return (
    <header data-slot="app-header" className="relative border-b">
      <div className="mx-auto flex min-h-14 max-w-5xl flex-nowrap items-center gap-x-4 px-4 py-1">
        <Link href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground"
          >
            O
          </span>
          Oppi
        </Link>
        <div className="flex-1" />
        <HeaderMore label={th('more')}>
          <nav aria-label={t('label')}>
            <ul className="flex flex-wrap gap-1">
              <li>
                <Link href="/home" className={link}>
                  {t('home')}
                </Link>
              </li>
              <li>
                <Link href="/videos" className={link}>
                  {t('videos')}
                </Link>
              </li>
              <li>
                <Link href="/accessibility-statement" className={link}>
                  {t('accessibility')}
                </Link>
              </li>
            </ul>
          </nav>
          <LocaleSwitcher />
          <WayIn
            signedIn={signedIn}
            size="sm"
            labels={{ dashboard: t('dashboard'), signIn: t('signIn') }}
          />
        </HeaderMore>
      </div>
    </header>
  )
}
