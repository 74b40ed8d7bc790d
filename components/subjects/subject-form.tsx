'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useRecordForm, type RecordFormProps } from '@/components/forms/action-form'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { createSubjectAction, updateSubjectAction } from '@/lib/actions/subjects'
import type { Tables } from '@/lib/database.types'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SubjectInput } from '@/lib/validation/subjects'

const resolver = lazyZodResolver<SubjectInput>(() =>
  import('@/lib/validation/subjects').then((m) => m.subjectSchema),
)

/** The row's columns the form edits. */
export type ExistingSubject = Pick<Tables<'subjects'>, 'id' | 'name' | 'description' | 'class_id'>

/** Create or edit a subject of one of the school's classes. */
export function SubjectForm({
  existing,
  classes,
  onDone,
}: RecordFormProps<ExistingSubject, { classes: { id: string; name: string }[] }>) {
  const t = useT('subjects')
  const { field, formProps } = useRecordForm({
    kind: 'subject',
    existing,
    resolver,
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      classId: existing?.class_id ?? '',
    },
    onDone,
    create: createSubjectAction,
    update: updateSubjectAction,
  })

  return (
    <ActionForm {...formProps}>
      <TextField label={t('fields.name')} {...field('name')} />
      <SelectField
        label={t('fields.class')}
        empty={t('fields.chooseClass')}
        options={byName(classes)}
        {...field('classId')}
      />
      <TextareaField label={t('fields.description')} {...field('description')} />
    </ActionForm>
  )
}
