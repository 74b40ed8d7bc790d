import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { buttonVariants } from '@/components/ui/button'

/** One screen for a missing, malformed, unknown, expired or revoked link: the visitor learns only that it does not work. */
export async function InvalidLink() {
  const t = await getTranslations('enroll')
  return (
    <div className="grid gap-4">
      <h1 tabIndex={-1} className="text-2xl font-bold">
        {t('invalidTitle')}
      </h1>
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
        {t('invalid')}
      </p>
      <Link href="/" className={buttonVariants({ variant: 'default' })}>
        {t('goHome')}
      </Link>
    </div>
  )
}
