'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Field } from '@/components/forms/field'
import { SelectField, byName } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit, type OnDone } from '@/components/forms/use-form-submit'
import { NativeSelect } from '@/components/ui/native-select'
import { createVideoAction, updateVideoAction } from '@/lib/actions/videos'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { VideoInput } from '@/lib/validation/videos'

const resolver = lazyZodResolver<VideoInput>(() =>
  import('@/lib/validation/videos').then((m) => m.videoSchema),
)

export type ExistingVideo = {
  id: string
  title: string
  description: string | null
  subject_id: string | null
  is_public: boolean
  external_url: string | null
}
export type Subjects = { id: string; name: string }[]

/** A video's details: title, description, subject, who may see it, and an optional outside link. */
export function VideoForm({
  existing,
  subjects,
  onDone,
}: {
  existing?: ExistingVideo
  subjects: Subjects
  onDone: OnDone
}) {
  const t = useT('videosManage')
  const ts = useT('status')
  const form = useForm<VideoInput>({
    resolver,
    defaultValues: {
      title: existing?.title ?? '',
      description: existing?.description ?? '',
      subjectId: existing?.subject_id ?? '',
      visibility: existing?.is_public ? 'public' : 'school',
      externalUrl: existing?.external_url ?? '',
    },
  })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(
    form,
    onDone,
  )((values) =>
    existing ? updateVideoAction({ ...values, id: existing.id }) : createVideoAction(values),
  )
  const prefix = existing ? `video-${existing.id}` : 'video-new'
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField id={`${prefix}-title`} label={t('fields.title')} {...field('title')} />
      <TextareaField
        id={`${prefix}-description`}
        label={t('fields.description')}
        {...field('description')}
      />
      <SelectField
        id={`${prefix}-subject`}
        label={t('fields.subject')}
        empty={t('fields.noSubject')}
        options={byName(subjects)}
        {...field('subjectId')}
      />
      <Field id={`${prefix}-visibility`} label={t('fields.visibility')}>
        {(a) => (
          <NativeSelect
            id={`${prefix}-visibility`}
            aria-describedby={a.describedBy}
            {...form.register('visibility')}
          >
            <option value="school">{t('fields.school')}</option>
            <option value="public">{t('fields.public')}</option>
          </NativeSelect>
        )}
      </Field>
      <TextField
        id={`${prefix}-url`}
        type="url"
        label={t('fields.externalUrl')}
        hint={t('fields.externalUrlHint')}
        {...field('externalUrl')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={ts('save')}
        pendingLabel={ts('saving')}
      />
    </form>
  )
}
