'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SelectField, byName } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit, type OnDone } from '@/components/forms/use-form-submit'
import { createClassAction, updateClassAction } from '@/lib/actions/classes'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ClassInput } from '@/lib/validation/classes'

const resolver = lazyZodResolver<ClassInput>(() =>
  import('@/lib/validation/classes').then((m) => m.classSchema),
)

export type ExistingClass = {
  id: string
  name: string
  description: string | null
  grade_level: number | null
  teacher_id: string | null
}

/** Create or edit a class. A principal also picks the teacher (teachers: null). */
export function ClassForm({
  existing,
  teachers,
  onDone,
}: {
  existing?: ExistingClass
  teachers: { id: string; name: string }[] | null
  onDone: OnDone
}) {
  const t = useT('classes')
  const ts = useT('status')
  const form = useForm<ClassInput>({
    resolver,
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      gradeLevel: existing?.grade_level ? String(existing.grade_level) : '',
      teacherId: existing?.teacher_id ?? '',
    },
  })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(
    form,
    onDone,
  )((values) =>
    existing ? updateClassAction({ ...values, id: existing.id }) : createClassAction(values),
  )
  const prefix = existing ? `class-${existing.id}` : 'class-new'

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField id={`${prefix}-name`} label={t('fields.name')} {...field('name')} />
      <TextField
        id={`${prefix}-grade`}
        label={t('fields.grade')}
        hint={t('fields.gradeHint')}
        inputMode="numeric"
        {...field('gradeLevel')}
      />
      {teachers && (
        <SelectField
          id={`${prefix}-teacher`}
          label={t('fields.teacher')}
          empty={t('fields.noTeacher')}
          options={byName(teachers)}
          {...field('teacherId')}
        />
      )}
      <TextareaField
        id={`${prefix}-description`}
        label={t('fields.description')}
        {...field('description')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={ts('save')}
        pendingLabel={ts('saving')}
      />
    </form>
  )
}
