'use client'
import { useMemo, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { SelectField } from '@/components/forms/select-field'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { TitledForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { sendMessageAction } from '@/lib/actions/messages'
import { notify } from '@/lib/notify'
import type { ComposerChoice } from '@/lib/data/messages'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import {
  needsTarget,
  type ComposeInput,
  type MessageAudience,
} from '@/lib/validation/message-threads'
import { AttachmentPicker, useAttachmentsField } from './attachment-picker'

const resolver = lazyZodResolver<ComposeInput>(() =>
  import('@/lib/validation/message-threads').then((m) => m.composeSchema),
)

export type ComposerProps = {
  profileId: string
  staff: boolean
  audiences: MessageAudience[]
  choices: {
    recipients: ComposerChoice[]
    classes: ComposerChoice[]
    subjects: ComposerChoice[]
    students: ComposerChoice[]
  }
  /** A recipient chosen beforehand (?to=<profile id>). */
  to?: string
}

/**
 * The composer: whom to (what the role may: one person, found by name; for staff also a
 * class's, a subject's or a student's guardians, a class's students, all staff; the principal
 * the whole school), subject, message, and for staff the reply policy and "important";
 * attachments are uploaded first. The database refuses what the writer may not send, and its
 * refusal is shown on its field; nothing is stored then.
 */
export function ComposerForm({ profileId, staff, audiences, choices, to }: ComposerProps) {
  const t = useT('messages')
  const ts = useT('status')
  const router = useRouter()
  const [find, setFind] = useState('')
  const { form, field, formAlert, formProps } = usePageForm<
    ComposeInput,
    { message: string; threadId: string }
  >({
    resolver,
    defaultValues: {
      audience: 'person',
      target: to ?? '',
      subject: '',
      body: '',
      replyPolicy: 'sender',
      important: false,
      attachments: [],
    },
    action: sendMessageAction,
    onSuccess: (data) => {
      notify('success', ts('toast.success'), data.message)
      router.push(`/messages/${data.threadId}`)
    },
  })
  const audienceField = field('audience')
  const audience = form.watch('audience') as MessageAudience
  const attachments = useAttachmentsField(form, {
    profileId,
    legend: t('compose.attachments'),
  })
  const targets = useMemo(() => {
    const needle = find.trim().toLocaleLowerCase()
    const list: Record<string, ComposerChoice[]> = {
      person: choices.recipients.filter((p) => p.label.toLocaleLowerCase().includes(needle)),
      class_guardians: choices.classes,
      class_students: choices.classes,
      subject_guardians: choices.subjects,
      student_guardians: choices.students,
    }
    return (list[audience] ?? []).map((c) => ({ value: c.id, label: c.label }))
  }, [audience, choices, find])

  return (
    <TitledForm
      id="compose-title"
      title={t('compose.title')}
      intro={<p className="text-muted-foreground">{t('compose.intro')}</p>}
      alert={formAlert.alert}
      formProps={formProps}
    >
      {audiences.length > 1 && (
        <SelectField
          id="compose-audience"
          label={t('compose.audience')}
          empty={t('compose.choose')}
          options={audiences.map((a) => ({ value: a, label: t(`compose.audiences.${a}`) }))}
          {...audienceField}
          onChange={(event) => {
            // A class chosen for "guardians of a class" is not a subject or a person.
            form.setValue('target', '')
            return audienceField.onChange(event)
          }}
        />
      )}
      {audience === 'person' && (
        <TextField
          id="compose-find"
          type="search"
          label={t('compose.findPerson')}
          hint={t('compose.findPersonHint')}
          value={find}
          autoComplete="off"
          onChange={(event) => setFind(event.target.value)}
        />
      )}
      {needsTarget(audience) && (
        <SelectField
          id="compose-target"
          label={t(`compose.targets.${audience as 'person'}`)}
          empty={targets.length ? t('compose.choose') : t('compose.noPeople')}
          options={targets}
          {...field('target')}
        />
      )}
      <TextField
        id="compose-subject"
        label={t('compose.subject')}
        maxLength={200}
        {...field('subject')}
      />
      <TextareaField id="compose-body" label={t('compose.body')} rows={8} {...field('body')} />
      {staff && (
        <>
          <SelectField
            id="compose-replies"
            label={t('compose.replyPolicy')}
            empty={t('compose.choose')}
            options={(['sender', 'all', 'none'] as const).map((p) => ({
              value: p,
              label: t(`compose.replies.${p}`),
            }))}
            {...field('replyPolicy')}
          />
          <CheckboxField
            id="compose-important"
            label={t('compose.important')}
            hint={t('compose.importantHint')}
            {...form.register('important')}
          />
        </>
      )}
      <AttachmentPicker id="compose-attachment" {...attachments.props} />
      <FormSubmitButton form={form} label={t('compose.send')} pendingLabel={t('compose.sending')} />
    </TitledForm>
  )
}
