import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { buttonVariants } from '@/components/ui/button'

/** Header of the public pages: brand, site links, language, and sign-in or dashboard. */
export async function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations('publicNav')
  const link =
    'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium hover:bg-accent'
  return (
    <header className="border-b">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground"
          >
            O
          </span>
          Oppi
        </Link>
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
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <LocaleSwitcher />
          {signedIn ? (
            <Link href="/dashboard" className={buttonVariants({ size: 'sm' })}>
              {t('dashboard')}
            </Link>
          ) : (
            <Link href="/auth" className={buttonVariants({ size: 'sm' })}>
              {t('signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}
