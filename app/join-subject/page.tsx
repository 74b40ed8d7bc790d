import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { JoinSubjectForm } from '@/components/enrollment/join-subject-form'

export const generateMetadata = titleFrom('enroll', 'joinTitle')

/** Student-only, without the shell (the layout guards the role). */
export default async function JoinSubjectPage() {
  const t = await getTranslations('enroll')
  return (
    <div className="grid gap-6">
      <h1 tabIndex={-1} className="text-2xl font-bold">
        {t('joinTitle')}
      </h1>
      <PageMessages namespaces={['enroll']}>
        <JoinSubjectForm />
      </PageMessages>
      <p>
        <Link
          href="/dashboard"
          className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline"
        >
          {t('toDashboard')}
        </Link>
      </p>
    </div>
  )
}
