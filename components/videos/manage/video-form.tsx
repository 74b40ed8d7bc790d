'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useRecordForm, type RecordFormProps } from '@/components/forms/action-form'
import { Field } from '@/components/forms/field'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { NativeSelect } from '@/components/ui/native-select'
import { createVideoAction, updateVideoAction } from '@/lib/actions/videos'
import type { Tables } from '@/lib/database.types'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { VideoInput } from '@/lib/validation/videos'

const resolver = lazyZodResolver<VideoInput>(() =>
  import('@/lib/validation/videos').then((m) => m.videoSchema),
)

/** The row's columns the form edits. */
export type ExistingVideo = Pick<
  Tables<'videos'>,
  'id' | 'title' | 'description' | 'subject_id' | 'is_public' | 'external_url'
>

/** A video's details: title, description, subject, who may see it, and an optional outside link. */
export function VideoForm({
  existing,
  subjects,
  onDone,
}: RecordFormProps<ExistingVideo, { subjects: { id: string; name: string }[] }>) {
  const t = useT('videosManage')
  const { form, field, formProps, idOf } = useRecordForm({
    kind: 'video',
    existing,
    resolver,
    defaultValues: {
      title: existing?.title ?? '',
      description: existing?.description ?? '',
      subjectId: existing?.subject_id ?? '',
      visibility: existing?.is_public ? 'public' : 'school',
      externalUrl: existing?.external_url ?? '',
    },
    onDone,
    create: createVideoAction,
    update: updateVideoAction,
  })
  return (
    <ActionForm {...formProps}>
      <TextField label={t('fields.title')} {...field('title')} />
      <TextareaField label={t('fields.description')} {...field('description')} />
      <SelectField
        label={t('fields.subject')}
        empty={t('fields.noSubject')}
        options={byName(subjects)}
        {...field('subjectId')}
      />
      <Field id={idOf('visibility')} label={t('fields.visibility')}>
        {(a) => (
          <NativeSelect
            id={idOf('visibility')}
            aria-describedby={a.describedBy}
            {...form.register('visibility')}
          >
            <option value="school">{t('fields.school')}</option>
            <option value="public">{t('fields.public')}</option>
          </NativeSelect>
        )}
      </Field>
      <TextField
        type="url"
        label={t('fields.externalUrl')}
        hint={t('fields.externalUrlHint')}
        {...field('externalUrl')}
      />
    </ActionForm>
  )
}
