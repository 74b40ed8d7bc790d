import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SkipLinks } from '@/components/a11y/skip-links'
import { buttonVariants } from '@/components/ui/button'

export async function generateMetadata() {
  const t = await getTranslations('notFound')
  return { title: t('title') }
}

export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <>
      <SkipLinks />
      <main id="main-content" tabIndex={-1} className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-4 px-4">
        <p className="text-sm font-semibold text-muted-foreground">404</p>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('body')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/" className={buttonVariants()}>
            {t('home')}
          </Link>
          <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            {t('dashboard')}
          </Link>
        </div>
      </main>
    </>
  )
}
