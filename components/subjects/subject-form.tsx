'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SelectField, byName } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit, type OnDone } from '@/components/forms/use-form-submit'
import { createSubjectAction, updateSubjectAction } from '@/lib/actions/subjects'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SubjectInput } from '@/lib/validation/subjects'

const resolver = lazyZodResolver<SubjectInput>(() =>
  import('@/lib/validation/subjects').then((m) => m.subjectSchema),
)

export type ExistingSubject = {
  id: string
  name: string
  description: string | null
  class_id: string
}

/** Create or edit a subject of one of the school's classes. */
export function SubjectForm({
  existing,
  classes,
  onDone,
}: {
  existing?: ExistingSubject
  classes: { id: string; name: string }[]
  onDone: OnDone
}) {
  const t = useT('subjects')
  const ts = useT('status')
  const form = useForm<SubjectInput>({
    resolver,
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      classId: existing?.class_id ?? '',
    },
  })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(
    form,
    onDone,
  )((values) =>
    existing ? updateSubjectAction({ ...values, id: existing.id }) : createSubjectAction(values),
  )
  const prefix = existing ? `subject-${existing.id}` : 'subject-new'

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField id={`${prefix}-name`} label={t('fields.name')} {...field('name')} />
      <SelectField
        id={`${prefix}-class`}
        label={t('fields.class')}
        empty={t('fields.chooseClass')}
        options={byName(classes)}
        {...field('classId')}
      />
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
