'use client'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { TitledForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { replyToThreadAction } from '@/lib/actions/messages'
import { announce } from '@/lib/accessibility/announce'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ReplyInput } from '@/lib/validation/message-threads'
import { AttachmentPicker, useAttachmentsField } from './attachment-picker'

const resolver = lazyZodResolver<ReplyInput>(() =>
  import('@/lib/validation/message-threads').then((m) => m.replySchema),
)

/**
 * The reply box. `whom` says before writing where the reply goes (the sender only, or
 * everyone); reply_to_thread() decides it in the end. A sent reply is announced and the box
 * is emptied for the next one.
 */
export function ReplyForm({
  threadId,
  profileId,
  whom,
}: {
  threadId: string
  profileId: string
  whom: string
}) {
  const t = useT('messages')
  const router = useRouter()
  const { form, field, formAlert, formProps } = usePageForm<ReplyInput, { message: string }>({
    resolver,
    defaultValues: { threadId, body: '', attachments: [] },
    action: replyToThreadAction,
    onSuccess: (data) => {
      announce(data.message)
      form.reset({ threadId, body: '', attachments: [] })
      attachments.renew()
      router.refresh()
    },
  })
  const legend = t('compose.attachments')
  const attachments = useAttachmentsField(form, { profileId, legend })
  return (
    <TitledForm
      id="reply-title"
      title={t('reply.title')}
      alert={formAlert.alert}
      formProps={formProps}
    >
      <TextareaField
        id="reply-body"
        label={t('reply.body')}
        hint={whom}
        rows={5}
        {...field('body')}
      />
      <AttachmentPicker id="reply-attachment" {...attachments.props} />
      <FormSubmitButton form={form} label={t('reply.send')} pendingLabel={t('reply.sending')} />
    </TitledForm>
  )
}
