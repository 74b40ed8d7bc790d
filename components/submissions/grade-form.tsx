'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormDialog } from '@/components/bin/form-dialog'
import { setServerErrors, useFieldError } from '@/components/bin/use-field-error'
import { useActionFeedback } from '@/components/bin/use-action-feedback'
import { gradeSubmissionAction } from '@/lib/actions/submissions'
import { gradeSchema, type GradeInput } from '@/lib/validation/grading'

type Props = { submissionId: string; maxScore: number; score: number | null; feedback: string | null; student: string; assignment: string; content: string | null }

/** Score 0..max and written feedback, with the student's answer to read alongside. */
export function GradeDialog(props: Props) {
  const t = useT('submissions')
  return (
    <FormDialog
      title={t('gradeTitle', { name: props.student })}
      trigger={props.score === null ? t('grade') : t('regrade')}
      // Named by student and assignment: a student has several rows in the list.
      triggerLabel={t(props.score === null ? 'gradeNamed' : 'regradeNamed', { name: props.student, title: props.assignment })}
      variant="outline"
    >
      {(close) => <GradeForm {...props} onDone={close} />}
    </FormDialog>
  )
}

function GradeForm({ submissionId, maxScore, score, feedback, content, onDone }: Props & { onDone: () => void }) {
  const t = useT('submissions')
  const ts = useT('status')
  const errorText = useFieldError()
  const toast = useActionFeedback()
  const router = useRouter()
  const form = useForm<GradeInput>({
    resolver: zodResolver(gradeSchema, undefined, { raw: true }),
    defaultValues: { submissionId, maxScore, score: score === null ? '' : String(score), feedback: feedback ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await gradeSubmissionAction(values)
    if (!result.ok) setServerErrors(form.setError, result.fieldErrors)
    if (!result.ok && !result.error) return
    if (toast(result)) {
      onDone()
      router.refresh()
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <section aria-labelledby={`answer-${submissionId}`} className="rounded-md border bg-muted/30 p-3">
        <h3 id={`answer-${submissionId}`} className="mb-1 font-semibold">
          {t('answer')}
        </h3>
        <p className="whitespace-pre-wrap">{content || t('noAnswer')}</p>
      </section>
      <Field id={`score-${submissionId}`} label={t('score', { max: maxScore })} error={errorText(errors.score)}>
        {(a) => <Input id={`score-${submissionId}`} inputMode="decimal" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('score')} />}
      </Field>
      <Field id={`feedback-${submissionId}`} label={t('feedback')} error={errorText(errors.feedback)}>
        {(a) => <Textarea id={`feedback-${submissionId}`} rows={5} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('feedback')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ts('saving') : t('saveGrade')}
      </Button>
    </form>
  )
}
