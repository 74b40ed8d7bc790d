import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

export async function PublicFooter() {
  const t = await getTranslations('publicNav')
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground">
        <p>{t('footer')}</p>
        <Link
          href="/accessibility-statement"
          className="inline-flex min-h-11 items-center underline hover:no-underline"
        >
          {t('accessibility')}
        </Link>
      </div>
    </footer>
  )
}
