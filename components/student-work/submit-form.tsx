'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { submitWorkAction } from '@/lib/actions/submissions'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SubmissionInput } from '@/lib/validation/submissions'

const resolver = lazyZodResolver<SubmissionInput>(() =>
  import('@/lib/validation/submissions').then((m) => m.submissionSchema),
)

/** Hand in, or update until graded, a text answer. */
export function SubmitForm({
  assignmentId,
  title,
  content,
}: {
  assignmentId: string
  title: string
  content: string | null
}) {
  const t = useT('studentWork')
  const form = useForm<SubmissionInput>({
    resolver,
    defaultValues: { assignmentId, content: content ?? '' },
  })
  const field = useFieldProps(form)
  const id = `answer-${assignmentId}`
  const onSubmit = useFormSubmit(form)(submitWorkAction)
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-3">
      <TextareaField id={id} label={t('answerLabel', { title })} rows={6} {...field('content')} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={content ? t('update') : t('submit')}
        pendingLabel={t('sending')}
        className="justify-self-start"
      />
    </form>
  )
}
