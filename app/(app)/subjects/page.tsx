import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { ClassFilter } from '@/components/subjects/class-filter'
import { QuickSearch } from '@/components/subjects/quick-search'
import { NewSubjectDialog } from '@/components/subjects/subject-dialogs'
import { SubjectsTable } from '@/components/subjects/subjects-table'
import { classOptions } from '@/lib/data/classes'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { listSubjects } from '@/lib/data/subjects'
import { env } from '@/lib/env'
import { UUID_RE } from '@/lib/validation/common'
import { firstParam } from '@/lib/validation/list-params'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('subjects')
  return { title: t('title') }
}

export default async function SubjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const { profile, supabase, q, page, params } = await pageContext(searchParams)
  const isPrincipal = profile.role === 'principal'
  const rawClass = firstParam(params.class) ?? ''
  const classId = isPrincipal && UUID_RE.test(rawClass) ? rawClass : null
  // The page of subjects and the class options (filter and form) in parallel.
  const [list, classes, t, ts] = await Promise.all([
    listSubjects(supabase, { q, page, classId }),
    classOptions(supabase),
    getTranslations('subjects'),
    getTranslations('status'),
  ])
  const filtered = !!q || !!classId
  return (
    <PageMessages namespaces={['subjects']}>
      <PageHeader title={t('title')} description={t('description')}>
        <NewSubjectDialog classes={classes} />
      </PageHeader>
      <QuickSearch q={q} labels={{ label: t('search'), submit: ts('search') }}>
        {isPrincipal && <ClassFilter value={classId} classes={classes} labels={{ label: t('classFilter'), all: t('allClasses') }} />}
      </QuickSearch>
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={filtered ? ts('noResultsTitle') : t('emptyTitle')} body={filtered ? ts('noResults', { q }) : t('emptyBody')} />
      ) : (
        <SubjectsTable
          rows={list.rows}
          classes={classes}
          siteUrl={env.NEXT_PUBLIC_SITE_URL}
          caption={`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}
        />
      )}
      <ListPager page={page} total={list.total} href={pageHref('/subjects', { q, class: classId })} />
    </PageMessages>
  )
}
