'use client'
import { useT } from '@/components/i18n/client-messages'
import { useActionForm } from '@/components/forms/action-form'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { SelectField, byName } from '@/components/forms/select-field'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { AttachmentPicker, useAttachmentsField } from '@/components/messages/attachment-picker'
import { postAnnouncementAction } from '@/lib/actions/announcements'
import type { AnnouncementInput } from '@/lib/validation/announcements'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'

const resolver = lazyZodResolver<AnnouncementInput>(() =>
  import('@/lib/validation/announcements').then((m) => m.announcementSchema),
)

/**
 * A teacher's "Post an announcement" to a class: title, text, optionally a subject of the class,
 * files (uploaded first, as a message's are), a time, comments.
 */
export function PostAnnouncementForm({
  classId,
  profileId,
  subjects,
}: {
  classId: string
  profileId: string
  subjects: { id: string; name: string }[]
}) {
  const t = useT('announcements')
  const empty = {
    classId,
    subjectId: '',
    title: '',
    body: '',
    publishAt: '',
    commentsAllowed: false,
    attachments: [],
  }
  const { form, field, formProps } = useActionForm<AnnouncementInput>({
    resolver,
    defaultValues: empty,
    save: (values) =>
      postAnnouncementAction({
        ...values,
        // The browser's local time, as the teacher meant it.
        publishAt: values.publishAt ? new Date(values.publishAt).toISOString() : '',
      }),
    onDone: () => {
      form.reset(empty)
      attachments.renew()
    },
  })
  const attachments = useAttachmentsField(form, { profileId, legend: t('fields.attachments') })
  return (
    <form
      onSubmit={formProps.onSubmit}
      onFocus={formProps.preload}
      noValidate
      aria-labelledby="post-announcement-title"
      className="grid gap-4"
    >
      <h3 id="post-announcement-title" className="text-lg font-semibold">
        {t('post')}
      </h3>
      <TextField id="announcement-title" label={t('fields.title')} {...field('title')} />
      <TextareaField id="announcement-body" label={t('fields.body')} rows={5} {...field('body')} />
      {subjects.length > 0 && (
        <SelectField
          id="announcement-subject"
          label={t('fields.subject')}
          empty={t('fields.wholeClass')}
          options={byName(subjects)}
          {...field('subjectId')}
        />
      )}
      <AttachmentPicker id="announcement-attachment" {...attachments.props} />
      <TextField
        id="announcement-publish"
        type="datetime-local"
        label={t('fields.publishAt')}
        hint={t('fields.publishAtHint')}
        {...field('publishAt')}
      />
      <CheckboxField
        id="announcement-comments"
        label={t('fields.commentsAllowed')}
        {...form.register('commentsAllowed')}
      />
      <FormSubmitButton form={form} label={t('publish')} pendingLabel={t('publishing')} />
    </form>
  )
}
