'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { commentOnAnnouncementAction } from '@/lib/actions/announcements'
import type { CommentInput } from '@/lib/validation/announcements'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'

const resolver = lazyZodResolver<CommentInput>(() =>
  import('@/lib/validation/announcements').then((m) => m.commentSchema),
)

/** A comment on one announcement, named after it so several on a page are told apart. */
export function CommentForm({ announcementId, title }: { announcementId: string; title: string }) {
  const t = useT('announcements')
  const form = useForm<CommentInput>({ resolver, defaultValues: { announcementId, body: '' } })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(form, () => {
    form.reset({ announcementId, body: '' })
  })(commentOnAnnouncementAction)
  const id = `comment-${announcementId}`
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-2">
      <TextareaField id={id} label={t('commentOn', { title })} rows={2} {...field('body')} />
      <FormSubmitButton form={form} label={t('comment')} pendingLabel={t('commenting')} />
    </form>
  )
}
