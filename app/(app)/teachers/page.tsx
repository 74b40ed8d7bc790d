import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { StatusText } from '@/components/bin/row-actions'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { QuickSearch } from '@/components/subjects/quick-search'
import { TeacherActivation } from '@/components/teachers/teacher-activation'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { listTeachers } from '@/lib/data/teachers'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teachers')
  return { title: t('title') }
}

export default async function TeachersPage({ searchParams }: { searchParams: SearchParams }) {
  const { supabase, q, page } = await pageContext(searchParams)
  const [list, t, ts] = await Promise.all([listTeachers(supabase, { q, page }), getTranslations('teachers'), getTranslations('status')])
  return (
    <PageMessages namespaces={[]}>
      <PageHeader title={t('title')} description={t('description')} />
      <QuickSearch q={q} labels={{ label: t('search'), submit: ts('search') }} />
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={q ? ts('noResultsTitle') : t('emptyTitle')} body={q ? ts('noResults', { q }) : t('emptyBody')} />
      ) : (
        <Table labelledBy="teachers-caption">
          <TableCaption id="teachers-caption">{`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.name')}</TableHead>
              <TableHead>{t('columns.email')}</TableHead>
              <TableHead>{t('columns.classes')}</TableHead>
              <TableHead>{t('columns.status')}</TableHead>
              <TableHead>{t('columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((row) => {
              const name = `${row.first_name} ${row.last_name}`.trim() || row.email
              return (
                <TableRow key={row.id}>
                  <TableHead scope="row">
                    <Link href={`/teacher/${row.id}`} className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline">
                      {name}
                    </Link>
                  </TableHead>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.classes[0]?.count ?? 0}</TableCell>
                  <TableCell>
                    <StatusText active={row.is_active} labels={{ active: ts('active'), inactive: t('pending') }} />
                  </TableCell>
                  <TableCell>
                    <TeacherActivation id={row.id} name={name} isActive={row.is_active} />
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/teachers', { q })} />
    </PageMessages>
  )
}
