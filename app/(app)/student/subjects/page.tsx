import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { QuickSearch } from '@/components/subjects/quick-search'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { listMySubjects } from '@/lib/data/subjects'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('studentWork')
  return { title: t('subjectsTitle') }
}

export default async function MySubjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const { supabase, q, page } = await pageContext(searchParams)
  const [list, t, ts] = await Promise.all([listMySubjects(supabase, { q, page }), getTranslations('studentWork'), getTranslations('status')])
  return (
    <>
      <PageHeader title={t('subjectsTitle')}>
        <Link href="/join-subject" className="inline-flex min-h-11 items-center rounded-md border px-4 font-medium hover:bg-accent">
          {t('joinLink')}
        </Link>
      </PageHeader>
      <QuickSearch q={q} labels={{ label: t('searchSubjects'), submit: ts('search') }} />
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={q ? ts('noResultsTitle') : t('noSubjectsTitle')} body={q ? ts('noResults', { q }) : t('noSubjectsBody')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.rows.map((row) => (
            <li key={row.id} className="rounded-lg border p-4">
              <h2 className="text-lg font-semibold">
                <Link href={`/student/subjects/${row.id}`} className="text-primary underline hover:no-underline">
                  {row.name}
                </Link>
              </h2>
              {row.class && <p className="text-muted-foreground">{row.class.name}</p>}
            </li>
          ))}
        </ul>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/student/subjects', { q })} />
    </>
  )
}
