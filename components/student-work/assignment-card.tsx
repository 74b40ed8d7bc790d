import { getFormatter, getTranslations } from 'next-intl/server'
import { Attachments } from '@/components/files/attachments'
import { DueLabel } from '@/components/submissions/due-label'
import { isOverdue, workStatus, type PersonalDue } from '@/lib/accommodations/due-date'
import type { MyAssignmentRow } from '@/lib/data/assignments'
import { ReadAloud } from './read-aloud'
import { SubmitForm } from './submit-form'

/** One assignment as the student sees it: their due date, instructions, answer, grade. */
export async function AssignmentCard({
  row,
  studentId,
  due,
  readAloud,
}: {
  row: MyAssignmentRow
  studentId: string
  due: PersonalDue | null
  readAloud: boolean
}) {
  const [t, ts, tf, format] = await Promise.all([
    getTranslations('studentWork'),
    getTranslations('submissions'),
    getTranslations('files'),
    getFormatter(),
  ])
  const mine = row.assignment_submissions[0] ?? null
  const status = workStatus(mine ? { submittedAt: mine.submitted_at, gradedAt: mine.graded_at } : null, due)
  const overdue = isOverdue(new Date(), due, !!mine)
  const headingId = `assignment-${row.id}-title`
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {row.title}
        </h2>
        <p className="text-sm">{row.subject?.name}</p>
      </div>
      <p className="font-medium">
        <DueLabel due={due} />
        {' · '}
        <span>{overdue ? t('overdue') : ts(`statuses.${status}`)}</span>
      </p>
      {row.instructions && (
        <section aria-label={t('instructions')} className="grid gap-2">
          <p className="whitespace-pre-wrap">{row.instructions}</p>
          {readAloud && <ReadAloud text={row.instructions} title={row.title} />}
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-labelledby={`${headingId}-material`} className="grid gap-2">
          <h3 id={`${headingId}-material`} className="text-sm font-medium">{tf('material')}</h3>
          <Attachments bucket="assignment-files" folders={[row.id]} title={row.title} canUpload={false} maxMb={25} />
        </section>
        <section aria-labelledby={`${headingId}-files`} className="grid gap-2">
          <h3 id={`${headingId}-files`} className="text-sm font-medium">{tf('handIn')}</h3>
          {/* Files can be added to a hand-in until it is graded (the bucket's policy agrees). */}
          <Attachments bucket="submission-files" folders={[row.id, studentId]} title={`${tf('handIn')}: ${row.title}`} canUpload={!mine?.graded_at} maxMb={25} />
        </section>
      </div>
      {mine?.graded_at ? (
        <section aria-label={t('result')} className="rounded-md bg-muted/40 p-3">
          <p className="font-semibold">{t('scoreLine', { score: format.number(Number(mine.score ?? 0)), max: format.number(Number(row.max_score)) })}</p>
          {mine.feedback && <p className="mt-1 whitespace-pre-wrap">{t('feedbackLine', { feedback: mine.feedback })}</p>}
          {mine.content && <p className="mt-2 text-sm text-muted-foreground whitespace-pre-wrap">{t('yourAnswer', { answer: mine.content })}</p>}
        </section>
      ) : (
        <SubmitForm assignmentId={row.id} title={row.title} content={mine?.content ?? null} />
      )}
    </article>
  )
}
