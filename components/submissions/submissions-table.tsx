import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import { whenWords } from '@/components/lists/when'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { dueFromDb, workStatus } from '@/lib/accommodations/due-date'
import type { MissingRow, SubmissionRow } from '@/lib/data/submissions'
import { dueWords } from './due-label'
import { GradingQueue, type GradeItem } from './grading-queue'
import { SubmissionsRows, type SubmissionRowView } from './submissions-rows'

const name = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '—'

/** The students of the chosen assignment's class who have handed nothing in. */
export async function MissingTable({
  rows,
  caption,
  assignment,
}: {
  rows: MissingRow[]
  caption: string
  assignment: string
}) {
  const t = await getTranslations('submissions')
  return (
    <ListTable
      id="submissions"
      caption={`${caption} — ${t('missingFor', { title: assignment })}`}
      columns={[t('columns.student'), t('columns.status')]}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableHead scope="row">{name(row)}</TableHead>
          <TableCell>{t('statuses.not_submitted')}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}

const COLUMNS = ['student', 'assignment', 'due', 'submitted', 'status', 'score', 'actions'] as const

/**
 * Handed-in work with each student's personal due date: a student with extended time is
 * shown their own date and is never marked late inside it. The rows are put into words here
 * and drawn by one client component (a row of server-drawn elements costs several times its
 * data to send and read back).
 */
export async function SubmissionsTable({
  rows,
  caption,
}: {
  rows: SubmissionRow[]
  caption: string
}) {
  const [t, tf, format, locale] = await Promise.all([
    getTranslations('submissions'),
    getTranslations('files'),
    getFormatter(),
    getLocale(),
  ])
  const items = rows.map(gradeItem)
  const views = await Promise.all(
    rows.map(async (row, i): Promise<SubmissionRowView> => {
      const a = row.assignment
      // A student's own date later than the class's is their extended time.
      const due = a
        ? dueFromDb({
            base_due_at: a.due_at,
            due_at: row.due?.personal_due_at ?? null,
            extended: true,
          })
        : null
      const status = workStatus({ submittedAt: row.submitted_at, gradedAt: row.graded_at }, due)
      const student = name(row.student)
      return {
        id: row.id,
        student,
        assignment: a?.title ?? '—',
        subject: a?.subject?.name ?? null,
        due: await dueWords(due),
        submitted: whenWords(row.submitted_at, locale),
        status: t(`statuses.${status}`),
        score:
          row.score === null
            ? '—'
            : `${format.number(Number(row.score))} / ${format.number(Number(a?.max_score ?? 0))}`,
        item: items[i],
        files:
          a && row.student
            ? {
                folders: [a.id, row.student.id],
                title: tf('handInOf', { student, title: a.title }),
              }
            : null,
      }
    }),
  )
  return (
    <GradingQueue items={items.filter((item) => item !== null)}>
      <ListTable id="submissions" caption={caption} columns={COLUMNS} t={t}>
        <SubmissionsRows rows={views} />
      </ListTable>
    </GradingQueue>
  )
}

/** What the grade dialog needs of a row; null for a row whose assignment is not readable. */
function gradeItem(row: SubmissionRow): GradeItem | null {
  if (!row.assignment) return null
  return {
    submissionId: row.id,
    maxScore: Number(row.assignment.max_score),
    score: row.score === null ? null : Number(row.score),
    feedback: row.feedback,
    content: row.content,
    student: name(row.student),
    assignment: row.assignment.title,
  }
}
