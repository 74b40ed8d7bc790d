import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { JoinSubjectForm } from '@/components/enrollment/join-subject-form'
import { TargetLink } from '@/components/common/target-link'

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
        <TargetLink href="/dashboard" strong>
          {t('toDashboard')}
        </TargetLink>
      </p>
    </div>
  )
}
