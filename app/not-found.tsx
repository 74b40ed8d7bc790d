import { getTranslations } from 'next-intl/server'
import { SkipLinks } from '@/components/accessibility/skip-links'
import { MainContent } from '@/components/layout/main-content'
import { buttonVariants } from '@/components/ui/button-variants'

export async function generateMetadata() {
  const t = await getTranslations('notFound')
  return { title: t('title') }
}

/**
 * Plain links, not next/link: every page loads the client code of this boundary, and leaving a
 * page that does not exist gains nothing from client-side navigation.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <>
      <SkipLinks />
      <MainContent className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-4 px-4">
        <p className="text-sm font-semibold text-muted-foreground">404</p>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('body')}</p>
        <div className="flex flex-wrap gap-3">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is fine off a missing page (see above) */}
          <a href="/" className={buttonVariants()}>
            {t('home')}
          </a>
          <a href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            {t('dashboard')}
          </a>
        </div>
      </MainContent>
    </>
  )
}
