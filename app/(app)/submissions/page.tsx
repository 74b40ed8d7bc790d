import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { SubmissionFilters } from '@/components/submissions/submission-filters'
import { SubmissionsTable } from '@/components/submissions/submissions-table'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { subjectOptions } from '@/lib/data/subjects'
import { listMissing, listSubmissions } from '@/lib/data/submissions'
import { UUID_RE } from '@/lib/validation/common'
import { firstParam } from '@/lib/validation/list-params'
import { SUBMISSION_STATUSES, type SubmissionStatusFilter } from '@/lib/validation/submissions'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('submissions')
  return { title: t('title') }
}

export default async function SubmissionsPage({ searchParams }: { searchParams: SearchParams }) {
  const { supabase, page, params } = await pageContext(searchParams)
  const pick = (key: string) => {
    const value = firstParam(params[key]) ?? ''
    return UUID_RE.test(value) ? value : null
  }
  const rawStatus = firstParam(params.status) ?? ''
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as SubmissionStatusFilter) : null
  const subjectId = pick('subject')
  const assignmentId = pick('assignment')
  // "Not submitted" is an anti-join over one assignment's class, which the subject options
  // name; every other view reads submissions in parallel with the options.
  const [subjects, t, submitted] = await Promise.all([
    subjectOptions(supabase, true),
    getTranslations('submissions'),
    status === 'not_submitted' ? null : listSubmissions(supabase, { page, status, assignmentId, subjectId }),
  ])
  const assignmentSubject = subjects.find((s) => s.assignments.some((a) => a.id === assignmentId)) ?? null
  const needsAssignment = status === 'not_submitted' && !(assignmentId && assignmentSubject)
  const list =
    status === 'not_submitted'
      ? needsAssignment
        ? null
        : await listMissing(supabase, { page, classId: assignmentSubject!.class_id, assignmentId: assignmentId! })
      : submitted

  const keep = { subject: subjectId, assignment: assignmentId, status }
  return (
    <PageMessages namespaces={['submissions']}>
      <PageHeader title={t('title')} description={t('description')} />
      <SubmissionFilters subjects={subjects} subjectId={subjectId} assignmentId={assignmentId} status={status} />
      {list?.error && <LoadError />}
      {needsAssignment ? (
        <EmptyState title={t('chooseAssignmentTitle')} body={t('chooseAssignmentBody')} />
      ) : !list || list.rows.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <SubmissionsTable
          kind={status === 'not_submitted' ? 'missing' : 'submissions'}
          rows={list.rows}
          caption={`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}
          missingAssignment={assignmentSubject?.assignments.find((a) => a.id === assignmentId)?.title ?? ''}
        />
      )}
      {list && <ListPager page={page} total={list.total} href={pageHref('/submissions', keep)} />}
    </PageMessages>
  )
}
