'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { setServerErrors, useFieldError } from '@/components/bin/use-field-error'
import { useActionFeedback } from '@/components/bin/use-action-feedback'
import { submitWorkAction } from '@/lib/actions/submissions'
import { submissionSchema, type SubmissionInput } from '@/lib/validation/submissions'

/** Hand in, or update until graded, a text answer. */
export function SubmitForm({ assignmentId, title, content }: { assignmentId: string; title: string; content: string | null }) {
  const t = useT('studentWork')
  const errorText = useFieldError()
  const feedback = useActionFeedback()
  const router = useRouter()
  const form = useForm<SubmissionInput>({
    resolver: zodResolver(submissionSchema, undefined, { raw: true }),
    defaultValues: { assignmentId, content: content ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const id = `answer-${assignmentId}`
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submitWorkAction(values)
    if (!result.ok) setServerErrors(form.setError, result.fieldErrors)
    if (!result.ok && !result.error) return
    if (feedback(result)) router.refresh()
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field id={id} label={t('answerLabel', { title })} error={errorText(errors.content)}>
        {(a) => <Textarea id={id} rows={6} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('content')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t('sending') : content ? t('update') : t('submit')}
      </Button>
    </form>
  )
}
