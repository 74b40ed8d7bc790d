'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog } from '@/components/forms/form-dialog'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { gradeSubmissionAction } from '@/lib/actions/submissions'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { GradeInput } from '@/lib/validation/grading'

const resolver = lazyZodResolver<GradeInput>(() => import('@/lib/validation/grading').then((m) => m.gradeSchema))

type Props = { submissionId: string; maxScore: number; score: number | null; feedback: string | null; student: string; assignment: string; content: string | null }

/** Score 0..max and written feedback, with the student's answer to read alongside. */
export function GradeDialog(props: Props) {
  const t = useT('submissions')
  return (
    <FormDialog
      title={t('gradeTitle', { name: props.student })}
      trigger={props.score === null ? t('grade') : t('regrade')}
      // Named by student and assignment: a student has several rows in the list.
      triggerFor={t('workOf', { name: props.student, title: props.assignment })}
      variant="outline"
    >
      {(close) => <GradeForm {...props} onDone={close} />}
    </FormDialog>
  )
}

function GradeForm({ submissionId, maxScore, score, feedback, content, onDone }: Props & { onDone: () => void }) {
  const t = useT('submissions')
  const ts = useT('status')
  const form = useForm<GradeInput>({
    resolver,
    defaultValues: { submissionId, maxScore, score: score === null ? '' : String(score), feedback: feedback ?? '' },
  })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(form, onDone)(gradeSubmissionAction)
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <section aria-labelledby={`answer-${submissionId}`} className="rounded-md border bg-muted/30 p-3">
        <h3 id={`answer-${submissionId}`} className="mb-1 font-semibold">
          {t('answer')}
        </h3>
        <p className="whitespace-pre-wrap">{content || t('noAnswer')}</p>
      </section>
      <TextField id={`score-${submissionId}`} label={t('score', { max: maxScore })} inputMode="decimal" {...field('score')} />
      <TextareaField id={`feedback-${submissionId}`} label={t('feedback')} rows={5} {...field('feedback')} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('saveGrade')} pendingLabel={ts('saving')} />
    </form>
  )
}
