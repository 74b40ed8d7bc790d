import { getFormatter, getTranslations } from 'next-intl/server'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { activeAccommodations } from '@/lib/accommodations/phrasing'
import { personalDue, workStatus } from '@/lib/accommodations/due-date'
import type { MissingRow, SubmissionRow } from '@/lib/data/submissions'
import { DueLabel } from './due-label'
import { GradeDialog } from './grade-form'

type Props =
  | { kind: 'submissions'; rows: SubmissionRow[] | MissingRow[]; caption: string; missingAssignment: string }
  | { kind: 'missing'; rows: SubmissionRow[] | MissingRow[]; caption: string; missingAssignment: string }

const name = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '—')

/**
 * Handed-in work with each student's personal due date: a student with extended time is
 * shown their own date and is never marked late inside it.
 */
export async function SubmissionsTable({ kind, rows, caption, missingAssignment }: Props) {
  const [t, format] = await Promise.all([getTranslations('submissions'), getFormatter()])
  if (kind === 'missing') {
    return (
      <Table labelledBy="submissions-caption">
        <TableCaption id="submissions-caption">{`${caption} — ${t('missingFor', { title: missingAssignment })}`}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.student')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(rows as MissingRow[]).map((row) => (
            <TableRow key={row.id}>
              <TableHead scope="row">{name(row)}</TableHead>
              <TableCell>{t('statuses.not_submitted')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )
  }
  return (
    <Table labelledBy="submissions-caption">
      <TableCaption id="submissions-caption">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.student')}</TableHead>
          <TableHead>{t('columns.assignment')}</TableHead>
          <TableHead>{t('columns.due')}</TableHead>
          <TableHead>{t('columns.submitted')}</TableHead>
          <TableHead>{t('columns.status')}</TableHead>
          <TableHead>{t('columns.score')}</TableHead>
          <TableHead>{t('columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(rows as SubmissionRow[]).map((row) => {
          const a = row.assignment
          const codes = activeAccommodations(row.student?.accommodations_needed, row.student?.student_accommodations)
          const due = a
            ? personalDue(
                { createdAt: a.created_at, dueAt: a.due_at },
                { extendedTime: codes.includes('extended_time'), factor: Number(a.school?.extended_time_factor ?? 1.5) },
              )
            : null
          const status = workStatus({ submittedAt: row.submitted_at, gradedAt: row.graded_at }, due)
          const student = name(row.student)
          return (
            <TableRow key={row.id}>
              <TableHead scope="row">{student}</TableHead>
              <TableCell>
                {a?.title ?? '—'}
                {a?.subject && <span className="block text-muted-foreground">{a.subject.name}</span>}
              </TableCell>
              <TableCell>
                <DueLabel due={due} />
              </TableCell>
              <TableCell>
                <time dateTime={row.submitted_at}>{format.dateTime(new Date(row.submitted_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </TableCell>
              <TableCell>{t(`statuses.${status}`)}</TableCell>
              <TableCell>{row.score === null ? '—' : `${format.number(Number(row.score))} / ${format.number(Number(a?.max_score ?? 0))}`}</TableCell>
              <TableCell>
                {a && (
                  <GradeDialog
                    submissionId={row.id}
                    maxScore={Number(a.max_score)}
                    score={row.score === null ? null : Number(row.score)}
                    feedback={row.feedback}
                    content={row.content}
                    student={student}
                    assignment={a.title}
                  />
                )}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
