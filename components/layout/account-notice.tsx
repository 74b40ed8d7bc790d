import { getTranslations } from 'next-intl/server'
import { Alert, AlertTitle } from '@/components/ui/alert'
import type { Role } from '@/lib/auth/roles'

/** Shown instead of the page while the account is inactive (e.g. a new teacher). */
export async function PendingActivation({ role, school }: { role: Role; school: string }) {
  const t = await getTranslations('pending')
  return (
    <section aria-labelledby="pending-title" className="mx-auto max-w-2xl">
      <h1 id="pending-title" tabIndex={-1} className="mb-4 text-2xl font-bold">
        {t('title')}
      </h1>
      <Alert variant="info">
        <p>{role === 'teacher' ? t('teacher', { school }) : t('other', { school })}</p>
        <p className="mt-2">{role === 'teacher' ? t('teacherHint') : t('otherHint')}</p>
      </Alert>
    </section>
  )
}

/** Shown when the signed-in account has no readable profile: missing, or not readable right now. */
export async function ProfileProblem({ missing }: { missing: boolean }) {
  const t = await getTranslations('auth')
  return (
    <Alert variant="destructive" role="alert" className="mx-auto max-w-2xl">
      <AlertTitle>{t('toast.error')}</AlertTitle>
      <p>{missing ? t('profileNotFound') : t('profileLoadFailed')}</p>
    </Alert>
  )
}
