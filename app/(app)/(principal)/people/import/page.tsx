import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { StudentImport } from '@/components/people/student-import'

export const generateMetadata = titleFrom('people', 'import.title')

/** Students from a class list (CSV): checked row by row first, imported only when the principal says so. */
export default async function ImportStudentsPage() {
  const t = await getTranslations('people')
  return (
    <PageMessages namespaces={['people']}>
      <PageHeader title={t('import.title')} description={t('import.description')} />
      <StudentImport />
    </PageMessages>
  )
}
