import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { placeholderMetadata } from '@/components/common/placeholder-page'
import { FormAlert } from '@/components/forms/form-alert'
import { buttonVariants } from '@/components/ui/button'

export const generateMetadata = placeholderMetadata('enrollSubject')

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Placeholder: the link check and enrolment flow (spec §2, §4) arrive in a later issue. */
export default async function EnrollSubjectPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ subject }, t] = await Promise.all([searchParams, getTranslations('enrollSubject')])
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <PageHeader title={t('title')} />
      {subject ? <p>{t('empty')}</p> : <FormAlert kind="error">{t('invalid')}</FormAlert>}
      <Link href="/" className={buttonVariants({ variant: 'outline' })}>
        {t('goHome')}
      </Link>
    </div>
  )
}
