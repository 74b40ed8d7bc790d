'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useRecordForm, type RecordFormProps } from '@/components/forms/action-form'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { createClassAction, updateClassAction } from '@/lib/actions/classes'
import type { Tables } from '@/lib/database.types'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ClassInput } from '@/lib/validation/classes'

const resolver = lazyZodResolver<ClassInput>(() =>
  import('@/lib/validation/classes').then((m) => m.classSchema),
)

/** The row's columns the form edits. */
export type ExistingClass = Pick<
  Tables<'classes'>,
  'id' | 'name' | 'description' | 'grade_level' | 'teacher_id'
>

/** Create or edit a class. A principal also picks the teacher (teachers: null). */
export function ClassForm({
  existing,
  teachers,
  onDone,
}: RecordFormProps<ExistingClass, { teachers: { id: string; name: string }[] | null }>) {
  const t = useT('classes')
  const { field, formProps } = useRecordForm({
    kind: 'class',
    existing,
    resolver,
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      gradeLevel: existing?.grade_level ? String(existing.grade_level) : '',
      teacherId: existing?.teacher_id ?? '',
    },
    onDone,
    create: createClassAction,
    update: updateClassAction,
  })

  return (
    <ActionForm {...formProps}>
      <TextField label={t('fields.name')} {...field('name')} />
      <TextField
        label={t('fields.grade')}
        hint={t('fields.gradeHint')}
        inputMode="numeric"
        {...field('gradeLevel')}
      />
      {teachers && (
        <SelectField
          label={t('fields.teacher')}
          empty={t('fields.noTeacher')}
          options={byName(teachers)}
          {...field('teacherId')}
        />
      )}
      <TextareaField label={t('fields.description')} {...field('description')} />
    </ActionForm>
  )
}
