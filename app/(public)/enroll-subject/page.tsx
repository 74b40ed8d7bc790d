import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { AutoEnroll } from '@/components/enrollment/auto-enroll'
import { EnrollAuthForm } from '@/components/enrollment/enroll-auth-form'
import { InvalidLink } from '@/components/enrollment/invalid-link'
import { getClaims, getSupabase } from '@/lib/auth/session'
import { getEnrollmentSubject } from '@/lib/data/enrollment'
import { parseSubjectParam } from '@/lib/validation/enrollment'
import { firstParam } from '@/lib/validation/list-params'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export const generateMetadata = titleFrom('enroll')

/**
 * The shared enrolment link. The subject is looked up on the server; the page shows only
 * the subject's and the class's name. Signed in → enrol; otherwise sign in or sign up.
 */
export default async function EnrollSubjectPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const subjectId = parseSubjectParam(params.subject)
  if (!subjectId) return <InvalidLink />
  const [supabase, claims, t] = await Promise.all([
    getSupabase(),
    getClaims(),
    getTranslations('enroll'),
  ])
  const subject = await getEnrollmentSubject(supabase, subjectId)
  if (!subject.valid) return <InvalidLink />
  const email = (firstParam(params.email) ?? '').trim().slice(0, 254)
  return (
    <div className="mx-auto grid max-w-lg gap-6">
      <div>
        <h1 tabIndex={-1} className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="mt-2 text-lg">
          {t('subjectLine', { subject: subject.subjectName, class: subject.className })}
        </p>
      </div>
      <PageMessages namespaces={['enroll', 'auth']}>
        {claims ? (
          <AutoEnroll subjectId={subjectId} />
        ) : (
          <EnrollAuthForm subjectId={subjectId} email={email} />
        )}
      </PageMessages>
    </div>
  )
}
