import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { QuickSearch } from '@/components/subjects/quick-search'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { listStudents } from '@/lib/data/students'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('students')
  return { title: t('title') }
}

export default async function StudentsPage({ searchParams }: { searchParams: SearchParams }) {
  const { supabase, q, page } = await pageContext(searchParams)
  const [list, t, ts] = await Promise.all([listStudents(supabase, { q, page }), getTranslations('students'), getTranslations('status')])
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <QuickSearch q={q} labels={{ label: t('search'), submit: ts('search') }} />
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={q ? ts('noResultsTitle') : t('emptyTitle')} body={q ? ts('noResults', { q }) : t('emptyBody')} />
      ) : (
        <Table labelledBy="students-caption">
          <TableCaption id="students-caption">{`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.name')}</TableHead>
              <TableHead>{t('columns.grade')}</TableHead>
              <TableHead>{t('columns.classes')}</TableHead>
              <TableHead>{t('columns.support')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableHead scope="row">
                  <Link href={`/students/${row.id}`} className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline">
                    {`${row.first_name} ${row.last_name}`.trim() || row.email}
                  </Link>
                </TableHead>
                <TableCell>{row.grade_level ?? '—'}</TableCell>
                <TableCell>{row.student_enrollments.map((e) => e.class?.name).filter(Boolean).join(', ') || '—'}</TableCell>
                <TableCell>{row.accommodations_needed.length > 0 ? t('hasSupport', { count: row.accommodations_needed.length }) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/students', { q })} />
    </>
  )
}
