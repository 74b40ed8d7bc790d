'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useActionForm } from '@/components/forms/action-form'
import { TextareaField } from '@/components/forms/textarea-field'
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
  const { field, formProps } = useActionForm({
    resolver,
    defaultValues: { assignmentId, content: content ?? '' },
    save: submitWorkAction,
  })
  const id = `answer-${assignmentId}`
  return (
    <ActionForm
      {...formProps}
      label={content ? t('update') : t('submit')}
      pendingLabel={t('sending')}
      className="grid gap-3"
      buttonClassName="justify-self-start"
    >
      <TextareaField id={id} label={t('answerLabel', { title })} rows={6} {...field('content')} />
    </ActionForm>
  )
}
