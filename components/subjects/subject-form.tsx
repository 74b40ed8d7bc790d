'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField, TextareaField } from '@/components/forms/text-field'
import { useFieldErrorText } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { createSubjectAction, updateSubjectAction } from '@/lib/actions/subjects'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SubjectInput } from '@/lib/validation/subjects'

const resolver = lazyZodResolver<SubjectInput>(() => import('@/lib/validation/subjects').then((m) => m.subjectSchema))

type Existing = { id: string; name: string; description: string | null; class_id: string }

export function SubjectForm({
  existing,
  classes,
  onDone,
}: {
  existing?: Existing
  classes: { id: string; name: string }[]
  onDone: () => void
}) {
  const t = useT('subjects')
  const ts = useT('status')
  const errorText = useFieldErrorText()
  const form = useForm<SubjectInput>({
    resolver,
    defaultValues: { name: existing?.name ?? '', description: existing?.description ?? '', classId: existing?.class_id ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = useFormSubmit(form, onDone)
  const prefix = existing ? `subject-${existing.id}` : 'subject-new'

  const onSubmit = submit((values) =>
    existing ? updateSubjectAction({ ...values, id: existing.id }) : createSubjectAction(values),
  )

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField id={`${prefix}-name`} label={t('fields.name')} error={errorText(errors.name)} {...form.register('name')} />
      <SelectField
        id={`${prefix}-class`}
        label={t('fields.class')}
        empty={t('fields.chooseClass')}
        options={byName(classes)}
        error={errorText(errors.classId)}
        {...form.register('classId')}
      />
      <TextareaField id={`${prefix}-description`} label={t('fields.description')} error={errorText(errors.description)} {...form.register('description')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ts('saving') : ts('save')}
      </Button>
    </form>
  )
}
