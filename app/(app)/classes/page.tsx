import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { NewClassDialog } from '@/components/classes/class-dialogs'
import { ClassesTable } from '@/components/classes/classes-table'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { QuickSearch } from '@/components/subjects/quick-search'
import { listClasses, teacherOptions } from '@/lib/data/classes'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('classes')
  return { title: t('title') }
}

export default async function ClassesPage({ searchParams }: { searchParams: SearchParams }) {
  const { profile, supabase, q, page } = await pageContext(searchParams)
  const isPrincipal = profile.role === 'principal'
  // Two reads in parallel at most: the page of classes and, for a principal, the teachers
  // to assign.
  const [list, teachers, t, ts] = await Promise.all([
    listClasses(supabase, { q, page }),
    isPrincipal ? teacherOptions(supabase) : Promise.resolve(null),
    getTranslations('classes'),
    getTranslations('status'),
  ])
  const title = isPrincipal ? t('title') : t('myTitle')
  return (
    <PageMessages namespaces={['classes']}>
      <PageHeader title={title} description={t('description')}>
        <NewClassDialog teachers={teachers} />
      </PageHeader>
      <QuickSearch q={q} labels={{ label: t('search'), submit: ts('search') }} />
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={q ? ts('noResultsTitle') : t('emptyTitle')} body={q ? ts('noResults', { q }) : t('emptyBody')} />
      ) : (
        <ClassesTable
          rows={list.rows}
          school={profile.schoolName}
          teachers={teachers}
          caption={`${title}: ${await captionCount(page, list.rows.length, list.total)}`}
        />
      )}
      <ListPager page={page} total={list.total} href={pageHref('/classes', { q })} />
    </PageMessages>
  )
}
