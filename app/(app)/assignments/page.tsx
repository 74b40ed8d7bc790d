import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { EditAssignmentDialog, NewAssignmentDialog } from '@/components/assignments/assignment-dialogs'
import { RowActions, StatusText } from '@/components/bin/row-actions'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { QuickSearch } from '@/components/subjects/quick-search'
import { SubjectFilter } from '@/components/assignments/subject-filter'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { listAssignments } from '@/lib/data/assignments'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { subjectOptions } from '@/lib/data/subjects'
import { UUID_RE } from '@/lib/validation/common'
import { firstParam } from '@/lib/validation/list-params'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('assignments')
  return { title: t('title') }
}

export default async function AssignmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const { supabase, q, page, params } = await pageContext(searchParams)
  const rawSubject = firstParam(params.subject) ?? ''
  const subjectId = UUID_RE.test(rawSubject) ? rawSubject : null
  const [list, subjects, t, ts, format] = await Promise.all([
    listAssignments(supabase, { q, page, subjectId }),
    subjectOptions(supabase),
    getTranslations('assignments'),
    getTranslations('status'),
    getFormatter(),
  ])
  const filtered = !!q || !!subjectId
  return (
    <PageMessages namespaces={['assignments']}>
      <PageHeader title={t('title')} description={t('description')}>
        <NewAssignmentDialog subjects={subjects} />
      </PageHeader>
      <QuickSearch q={q} labels={{ label: t('search'), submit: ts('search') }}>
        <SubjectFilter value={subjectId} subjects={subjects} labels={{ label: t('subjectFilter'), all: t('allSubjects') }} />
      </QuickSearch>
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={filtered ? ts('noResultsTitle') : t('emptyTitle')} body={filtered ? ts('noResults', { q }) : t('emptyBody')} />
      ) : (
        <Table labelledBy="assignments-caption">
          <TableCaption id="assignments-caption">{`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.title')}</TableHead>
              <TableHead>{t('columns.subject')}</TableHead>
              <TableHead>{t('columns.due')}</TableHead>
              <TableHead>{t('columns.maxScore')}</TableHead>
              <TableHead>{t('columns.submissions')}</TableHead>
              <TableHead>{t('columns.status')}</TableHead>
              <TableHead>{t('columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableHead scope="row">{row.title}</TableHead>
                <TableCell>{row.subject ? `${row.subject.name}${row.subject.class ? ` (${row.subject.class.name})` : ''}` : '—'}</TableCell>
                <TableCell>
                  {row.due_at ? <time dateTime={row.due_at}>{format.dateTime(new Date(row.due_at), { dateStyle: 'medium', timeStyle: 'short' })}</time> : '—'}
                </TableCell>
                <TableCell>{format.number(Number(row.max_score))}</TableCell>
                <TableCell>{row.assignment_submissions[0]?.count ?? 0}</TableCell>
                <TableCell>
                  <StatusText active={row.is_active} labels={{ active: ts('active'), inactive: ts('inactive') }} />
                </TableCell>
                <TableCell>
                  <RowActions table="assignments" id={row.id} name={row.title} isActive={row.is_active}>
                    <EditAssignmentDialog existing={row} subjects={subjects} />
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/assignments', { q, subject: subjectId })} />
    </PageMessages>
  )
}
