import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { Attachments } from '@/components/files/attachments'
import { DueLabel } from '@/components/submissions/due-label'
import { dueFromDb, isOverdue, workStatus } from '@/lib/accommodations/due-date'
import type { MyAssignmentRow } from '@/lib/data/assignments'
import { parseLocale } from '@/lib/i18n/locale'
import { contentLang } from '@/lib/i18n/text-language'
import { ReadAloud } from './read-aloud'
import { SubmitForm } from './submit-form'

/** One assignment as the student sees it: their due date, instructions, answer, grade. */
export async function AssignmentCard({
  row,
  studentId,
  readAloud,
}: {
  row: MyAssignmentRow
  studentId: string
  readAloud: boolean
}) {
  const [t, ts, tf, format, locale] = await Promise.all([
    getTranslations('studentWork'),
    getTranslations('submissions'),
    getTranslations('files'),
    getFormatter(),
    getLocale(),
  ])
  const due = dueFromDb(row)
  const mine = row.submission_id ? row : null
  const status = workStatus(
    mine ? { submittedAt: mine.submitted_at, gradedAt: mine.graded_at } : null,
    due,
  )
  const overdue = isOverdue(new Date(), due, !!mine)
  const id = row.assignment_id ?? ''
  const title = row.title ?? ''
  const headingId = `assignment-${id}-title`
  // Content is marked with its own language, so that it is read with a voice of that language.
  const instructionsLang = contentLang(row.instructions, parseLocale(locale))
  const feedbackLang = contentLang(mine?.feedback, parseLocale(locale))
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm">{row.subject_name}</p>
      </div>
      <p className="font-medium">
        <DueLabel due={due} />
        {' · '}
        <span>{overdue ? t('overdue') : ts(`statuses.${status}`)}</span>
      </p>
      {row.instructions && (
        <section aria-label={t('instructions')} className="grid gap-2">
          <p lang={instructionsLang} className="whitespace-pre-wrap">
            {row.instructions}
          </p>
          {readAloud && (
            <ReadAloud
              text={row.instructions}
              title={title}
              lang={instructionsLang}
              label={t('readAloud')}
            />
          )}
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-labelledby={`${headingId}-material`} className="grid gap-2">
          <h3 id={`${headingId}-material`} className="text-sm font-medium">
            {tf('material')}
          </h3>
          <Attachments
            bucket="assignment-files"
            folders={[id]}
            title={title}
            canUpload={false}
            maxMb={25}
          />
        </section>
        <section aria-labelledby={`${headingId}-files`} className="grid gap-2">
          <h3 id={`${headingId}-files`} className="text-sm font-medium">
            {tf('handIn')}
          </h3>
          {/* Files can be added to a hand-in until it is graded (the bucket's policy agrees). */}
          <Attachments
            bucket="submission-files"
            folders={[id, studentId]}
            title={`${tf('handIn')}: ${title}`}
            canUpload={!mine?.graded_at}
            maxMb={25}
          />
        </section>
      </div>
      {mine?.graded_at ? (
        <section aria-label={t('result')} className="rounded-md bg-muted/40 p-3">
          <p className="font-semibold">
            {t('scoreLine', {
              score: format.number(Number(mine.score ?? 0)),
              max: format.number(Number(row.max_score)),
            })}
          </p>
          {mine.feedback && (
            <div className="mt-1 grid gap-2">
              <p className="whitespace-pre-wrap">
                {t('feedbackLabel')} <span lang={feedbackLang}>{mine.feedback}</span>
              </p>
              {readAloud && (
                <ReadAloud
                  text={mine.feedback}
                  title={t('feedbackTitle', { title })}
                  lang={feedbackLang}
                  label={t('readFeedback')}
                />
              )}
            </div>
          )}
          {mine.content && (
            <p className="mt-2 text-sm text-muted-foreground whitespace-pre-wrap">
              {t('yourAnswer', { answer: mine.content })}
            </p>
          )}
        </section>
      ) : (
        <SubmitForm assignmentId={id} title={title} content={mine?.content ?? null} />
      )}
    </article>
  )
}
