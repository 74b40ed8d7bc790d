'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useRecordForm, type RecordFormProps } from '@/components/forms/action-form'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { createAssignmentAction, updateAssignmentAction } from '@/lib/actions/assignments'
import { fromSchoolInput, toSchoolInput } from '@/lib/i18n/dates'
import type { Tables } from '@/lib/database.types'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { AssignmentUpdateInput } from '@/lib/validation/assignments'

// A new assignment must be due in the future; an edit may keep or set any date.
const createResolver = lazyZodResolver<AssignmentUpdateInput>(() =>
  import('@/lib/validation/assignments').then((m) => m.assignmentSchema),
)
const updateResolver = lazyZodResolver<AssignmentUpdateInput>(() =>
  import('@/lib/validation/assignments').then((m) => m.assignmentUpdateSchema),
)

/** The row's columns the form edits. */
export type ExistingAssignment = Pick<
  Tables<'assignments'>,
  'id' | 'title' | 'instructions' | 'due_at' | 'max_score' | 'subject_id'
>

const NEW_ID = '00000000-0000-0000-0000-000000000000'

// The form's local school time becomes the instant the action stores.
const withDueDate = <V extends { dueAt?: string }>(values: V) => ({
  ...values,
  dueAt: fromSchoolInput(values.dueAt ?? ''),
})

export function AssignmentForm({
  existing,
  subjects,
  onDone,
}: RecordFormProps<ExistingAssignment, { subjects: { id: string; name: string }[] }>) {
  const t = useT('assignments')
  const ts = useT('status')
  const { field, formProps } = useRecordForm({
    kind: 'assignment',
    existing,
    resolver: existing ? updateResolver : createResolver,
    defaultValues: {
      id: existing?.id ?? NEW_ID,
      title: existing?.title ?? '',
      instructions: existing?.instructions ?? '',
      dueAt: toSchoolInput(existing?.due_at ?? null),
      maxScore: existing ? String(existing.max_score) : '10',
      subjectId: existing?.subject_id ?? '',
    },
    onDone,
    create: ({ id: _id, ...values }) => createAssignmentAction(withDueDate(values)),
    update: (values) => updateAssignmentAction(withDueDate(values)),
  })

  return (
    <ActionForm {...formProps}>
      <TextField label={t('fields.title')} {...field('title')} />
      <SelectField
        label={t('fields.subject')}
        empty={t('fields.chooseSubject')}
        options={byName(subjects)}
        {...field('subjectId')}
      />
      <TextField
        label={t('fields.due')}
        hint={`${t('fields.dueHint')} ${ts('schoolTime')}`}
        type="datetime-local"
        {...field('dueAt')}
      />
      <TextField label={t('fields.maxScore')} inputMode="decimal" {...field('maxScore')} />
      <TextareaField label={t('fields.instructions')} rows={6} {...field('instructions')} />
    </ActionForm>
  )
}
