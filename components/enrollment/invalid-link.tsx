import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { buttonVariants } from '@/components/ui/button'
import { getClaims } from '@/lib/auth/session'

/**
 * One screen for a missing, malformed, unknown, expired or revoked link: the visitor learns only
 * that it does not work. The way on is the dashboard for someone signed in, the home page for
 * anyone else.
 */
export async function InvalidLink() {
  const [t, claims] = await Promise.all([getTranslations('enroll'), getClaims()])
  return (
    <div className="grid gap-4">
      <h1 tabIndex={-1} className="text-2xl font-bold">
        {t('invalidTitle')}
      </h1>
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
        {t('invalid')}
      </p>
      <Link href={claims ? '/dashboard' : '/'} className={buttonVariants({ variant: 'default' })}>
        {claims ? t('toDashboard') : t('goHome')}
      </Link>
    </div>
  )
}
