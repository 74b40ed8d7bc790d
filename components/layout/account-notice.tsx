import { getTranslations } from 'next-intl/server'
import { Alert, AlertTitle } from '@/components/ui/alert'
import type { Role } from '@/lib/auth/roles'

/**
 * Shown instead of the page while the account is inactive: waiting for the school's approval
 * (never approved: a teacher, or a student or parent who signed up with the school's name), or
 * deactivated by the principal. A waiting person sees nothing of the school until approved.
 */
export async function PendingActivation({
  role,
  school,
  waiting,
}: {
  role: Role
  school: string
  waiting: boolean
}) {
  const t = await getTranslations('pending')
  const [title, body, hint] = !waiting
    ? [t('deactivatedTitle'), t('other', { school }), t('otherHint')]
    : role === 'teacher'
      ? [t('title'), t('teacher', { school }), t('teacherHint')]
      : [t('waitingTitle'), t('waiting', { school }), t('waitingHint')]
  return (
    <section aria-labelledby="pending-title" className="mx-auto max-w-2xl">
      <h1 id="pending-title" tabIndex={-1} className="mb-4 text-2xl font-bold">
        {title}
      </h1>
      <Alert variant="info">
        <p>{body}</p>
        <p className="mt-2">{hint}</p>
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
