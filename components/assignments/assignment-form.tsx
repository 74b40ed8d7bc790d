'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SelectField, byName } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit, type OnDone } from '@/components/forms/use-form-submit'
import { createAssignmentAction, updateAssignmentAction } from '@/lib/actions/assignments'
import { fromSchoolInput, toSchoolInput } from '@/lib/i18n/dates'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { AssignmentUpdateInput } from '@/lib/validation/assignments'

// A new assignment must be due in the future; an edit may keep or set any date.
const createResolver = lazyZodResolver<AssignmentUpdateInput>(() =>
  import('@/lib/validation/assignments').then((m) => m.assignmentSchema),
)
const updateResolver = lazyZodResolver<AssignmentUpdateInput>(() =>
  import('@/lib/validation/assignments').then((m) => m.assignmentUpdateSchema),
)

export type ExistingAssignment = {
  id: string
  title: string
  instructions: string | null
  due_at: string | null
  max_score: number
  subject_id: string
}

const NEW_ID = '00000000-0000-0000-0000-000000000000'

export function AssignmentForm({
  existing,
  subjects,
  onDone,
}: {
  existing?: ExistingAssignment
  subjects: { id: string; name: string }[]
  onDone: OnDone
}) {
  const t = useT('assignments')
  const ts = useT('status')
  const resolver = existing ? updateResolver : createResolver
  const form = useForm<AssignmentUpdateInput>({
    resolver,
    defaultValues: {
      id: existing?.id ?? NEW_ID,
      title: existing?.title ?? '',
      instructions: existing?.instructions ?? '',
      dueAt: toSchoolInput(existing?.due_at ?? null),
      maxScore: existing ? String(existing.max_score) : '10',
      subjectId: existing?.subject_id ?? '',
    },
  })
  const field = useFieldProps(form)
  const prefix = existing ? `assignment-${existing.id}` : 'assignment-new'

  const onSubmit = useFormSubmit(
    form,
    onDone,
  )((values) => {
    const payload = { ...values, dueAt: fromSchoolInput(values.dueAt ?? '') }
    const { id: _id, ...create } = payload
    return existing ? updateAssignmentAction(payload) : createAssignmentAction(create)
  })

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField id={`${prefix}-title`} label={t('fields.title')} {...field('title')} />
      <SelectField
        id={`${prefix}-subject`}
        label={t('fields.subject')}
        empty={t('fields.chooseSubject')}
        options={byName(subjects)}
        {...field('subjectId')}
      />
      <TextField
        id={`${prefix}-due`}
        label={t('fields.due')}
        hint={`${t('fields.dueHint')} ${ts('schoolTime')}`}
        type="datetime-local"
        {...field('dueAt')}
      />
      <TextField
        id={`${prefix}-max`}
        label={t('fields.maxScore')}
        inputMode="decimal"
        {...field('maxScore')}
      />
      <TextareaField
        id={`${prefix}-instructions`}
        label={t('fields.instructions')}
        rows={6}
        {...field('instructions')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={ts('save')}
        pendingLabel={ts('saving')}
      />
    </form>
  )
}
