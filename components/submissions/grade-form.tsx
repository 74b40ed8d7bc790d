'use client'
import { useRef } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { useActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { PendingButton } from '@/components/forms/pending-button'
import { gradeSubmissionAction } from '@/lib/actions/submissions'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { GradeInput } from '@/lib/validation/grading'
import type { GradeItem } from './grading-queue'

const resolver = lazyZodResolver<GradeInput>(() =>
  import('@/lib/validation/grading').then((m) => m.gradeSchema),
)

type GradeFormProps = GradeItem & {
  next: GradeItem | null
  onDone: () => void
  onNext: (to: GradeItem) => void
}

/**
 * Score 0..max and written feedback for one hand-in, with the student's answer to read
 * alongside; "Save and next" hands the next ungraded hand-in to `onNext` instead of closing.
 */
export function GradeForm({
  submissionId,
  maxScore,
  score,
  feedback,
  content,
  next,
  onDone,
  onNext,
}: GradeFormProps) {
  const t = useT('submissions')
  const ts = useT('status')
  const goNext = useRef(false)
  const { field, formProps } = useActionForm<GradeInput>({
    resolver,
    defaultValues: {
      submissionId,
      maxScore,
      score: score === null ? '' : String(score),
      feedback: feedback ?? '',
    },
    save: gradeSubmissionAction,
    onDone: () => {
      if (goNext.current && next) {
        onNext(next)
        return false
      }
      onDone()
    },
  })
  const { onSubmit, preload, pending } = formProps
  return (
    <form
      // Which button sent the form: "Save and next" moves on, "Save grade" (and Enter) closes.
      onSubmit={(event) => {
        goNext.current = (event.nativeEvent as SubmitEvent).submitter?.dataset.next === 'true'
        return onSubmit(event)
      }}
      onFocus={preload}
      noValidate
      className="grid gap-4"
    >
      <section
        aria-labelledby={`answer-${submissionId}`}
        className="rounded-md border bg-muted/30 p-3"
      >
        <h3 id={`answer-${submissionId}`} className="mb-1 font-semibold">
          {t('answer')}
        </h3>
        <p className="whitespace-pre-wrap">{content || t('noAnswer')}</p>
      </section>
      <TextField
        id={`score-${submissionId}`}
        label={t('score', { max: maxScore })}
        inputMode="decimal"
        autoFocus
        {...field('score')}
      />
      <TextareaField
        id={`feedback-${submissionId}`}
        label={t('feedback')}
        rows={5}
        {...field('feedback')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} label={t('saveGrade')} pendingLabel={ts('saving')} />
        {next && (
          <PendingButton type="submit" variant="outline" pending={pending} data-next="true">
            {t('saveAndNext')}
          </PendingButton>
        )}
      </div>
      {!next && <p className="text-sm text-muted-foreground">{t('lastUngraded')}</p>}
    </form>
  )
}
