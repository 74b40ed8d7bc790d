'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/forms/text-field'
import { useFieldErrorText } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { submitWorkAction } from '@/lib/actions/submissions'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SubmissionInput } from '@/lib/validation/submissions'

const resolver = lazyZodResolver<SubmissionInput>(() => import('@/lib/validation/submissions').then((m) => m.submissionSchema))

/** Hand in, or update until graded, a text answer. */
export function SubmitForm({ assignmentId, title, content }: { assignmentId: string; title: string; content: string | null }) {
  const t = useT('studentWork')
  const errorText = useFieldErrorText()
  const form = useForm<SubmissionInput>({
    resolver,
    defaultValues: { assignmentId, content: content ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const id = `answer-${assignmentId}`
  const onSubmit = useFormSubmit(form)(submitWorkAction)
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-3">
      <TextareaField id={id} label={t('answerLabel', { title })} rows={6} error={errorText(errors.content)} {...form.register('content')} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t('sending') : content ? t('update') : t('submit')}
      </Button>
    </form>
  )
}
