import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { EmptyState } from '@/components/common/empty-state'
import { ListPage } from '@/components/lists/list-page'
import { SubmissionFilters } from '@/components/submissions/submission-filters'
import { MissingTable, SubmissionsTable } from '@/components/submissions/submissions-table'
import { pageContextWith } from '@/lib/auth/guards'
import { getSupabase } from '@/lib/auth/session'
import { listParams, pageHref, type Page, type SearchParams } from '@/lib/data/paging'
import { subjectOptions } from '@/lib/data/subjects'
import { countSubmissions, listMissing, listSubmissions } from '@/lib/data/submissions'
import { talliesHoldTotal, tallyTotal } from '@/lib/data/submission-totals'
import { firstParam } from '@/lib/validation/list-params'
import { uuidOrNull } from '@/lib/navigation/route-ids'
import { SUBMISSION_STATUSES, type SubmissionStatusFilter } from '@/lib/validation/submissions'

export const generateMetadata = titleFrom('submissions')

const NOTHING: Page<never> = { rows: [], total: 0, error: false }

export default async function SubmissionsPage({ searchParams }: { searchParams: SearchParams }) {
  const { q, page, params } = await listParams(searchParams)
  const pick = (key: string) => uuidOrNull(firstParam(params[key]))
  const rawStatus = firstParam(params.status) ?? ''
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as SubmissionStatusFilter)
    : null
  const subjectId = pick('subject')
  const assignmentId = pick('assignment')
  const studentId = pick('student')
  const who = { studentId, student: q }
  const missing = status === 'not_submitted'
  // The subject options bring each subject's hand-in tally; where those hold the total, the
  // hand-ins are read without being counted.
  const filters = { page, status, assignmentId, subjectId, ...who }
  const counted = !talliesHoldTotal(filters)
  // "Not submitted" is an anti-join over one assignment's class, which the subject options
  // name; every other view reads submissions in parallel with the options and the profile.
  const [[{ supabase, profile }, read], subjects, t] = await Promise.all([
    pageContextWith((client, { schoolId }) =>
      missing ? Promise.resolve(null) : listSubmissions(client, { schoolId, ...filters, counted }),
    ),
    getSupabase().then((client) => subjectOptions(client, { subjectId, assignmentId })),
    getTranslations('submissions'),
  ])
  // A school with more subjects than the filter loads, or a filter that failed to load, has
  // its hand-ins counted after all; a failed read of the rows shows no total.
  const submitted =
    read && !counted
      ? {
          ...read,
          total: read.error
            ? 0
            : (tallyTotal(subjects, filters) ??
              (await countSubmissions(supabase, { schoolId: profile.schoolId, ...filters })) ??
              0),
        }
      : read
  const assignmentSubject =
    subjects.list.find((s) => s.assignments.some((a) => a.id === assignmentId)) ?? null
  const needsAssignment = missing && !(assignmentId && assignmentSubject)
  const absent =
    missing && !needsAssignment
      ? await listMissing(supabase, {
          page,
          classId: assignmentSubject!.class_id,
          assignmentId: assignmentId!,
          dueAt: assignmentSubject!.assignments.find((a) => a.id === assignmentId)?.due_at ?? null,
          ...who,
        })
      : null
  const list: Page<unknown> = submitted ?? absent ?? NOTHING
  return (
    <ListPage
      texts="submissions"
      filters={
        <SubmissionFilters
          subjects={subjects.list}
          subjectId={subjectId}
          assignmentId={assignmentId}
          status={status}
          student={q}
          studentId={studentId}
        />
      }
      list={list}
      filtered={!!q}
      page={page}
      href={
        needsAssignment
          ? undefined
          : pageHref('/submissions', {
              subject: subjectId,
              assignment: assignmentId,
              status,
              student: studentId,
              q,
            })
      }
      empty={
        needsAssignment ? (
          <EmptyState title={t('chooseAssignmentTitle')} body={t('chooseAssignmentBody')} />
        ) : undefined
      }
      messages={['submissions', 'files']}
    >
      {(caption) =>
        absent ? (
          <MissingTable
            rows={absent.rows}
            caption={caption}
            assignment={
              assignmentSubject?.assignments.find((a) => a.id === assignmentId)?.title ?? ''
            }
          />
        ) : (
          <SubmissionsTable rows={submitted?.rows ?? []} caption={caption} />
        )
      }
    </ListPage>
  )
}
