import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import { whenWords } from '@/components/lists/when'
import type { AssignmentRow } from '@/lib/data/assignments'
import { AssignmentsRows } from './assignments-rows'

const COLUMNS = [
  'title',
  'subject',
  'due',
  'maxScore',
  'submissions',
  'files',
  'status',
  'actions',
] as const

/**
 * Assignments with their subject (and class), due date, handed-in count and row actions. The
 * rows go to the browser as data and are drawn there (and in the server's HTML) by one client
 * component: a row of server-drawn elements costs several times its data to send and read back.
 */
export async function AssignmentsTable({
  rows,
  subjects,
  caption,
}: {
  rows: AssignmentRow[]
  subjects: { id: string; name: string }[]
  caption: string
}) {
  const [t, format, locale] = await Promise.all([
    getTranslations('assignments'),
    getFormatter(),
    getLocale(),
  ])
  return (
    <ListTable id="assignments" caption={caption} columns={COLUMNS} t={t}>
      <AssignmentsRows
        subjects={subjects}
        rows={rows.map((row) => ({
          id: row.id,
          title: row.title,
          subject: row.subject,
          due: whenWords(row.due_at, locale),
          maxScore: format.number(Number(row.max_score)),
          submissions: row.assignment_submissions[0]?.count ?? 0,
          isActive: row.is_active,
          existing: {
            id: row.id,
            title: row.title,
            instructions: row.instructions,
            due_at: row.due_at,
            max_score: row.max_score,
            subject_id: row.subject_id,
          },
        }))}
      />
    </ListTable>
  )
}
