'use client'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { useFieldError } from '@/components/bin/use-field-error'
import { useDialogSubmit } from '@/components/bin/use-dialog-submit'
import { createSubjectAction, updateSubjectAction } from '@/lib/actions/subjects'
import { subjectSchema, type SubjectInput } from '@/lib/validation/subjects'

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
  const errorText = useFieldError()
  const form = useForm<SubjectInput>({
    resolver: zodResolver(subjectSchema, undefined, { raw: true }),
    defaultValues: { name: existing?.name ?? '', description: existing?.description ?? '', classId: existing?.class_id ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = useDialogSubmit(form, onDone)
  const prefix = existing ? `subject-${existing.id}` : 'subject-new'

  const onSubmit = submit((values) =>
    existing ? updateSubjectAction({ ...values, id: existing.id }) : createSubjectAction(values),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id={`${prefix}-name`} label={t('fields.name')} error={errorText(errors.name)}>
        {(a) => <Input id={`${prefix}-name`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('name')} />}
      </Field>
      <Field id={`${prefix}-class`} label={t('fields.class')} error={errorText(errors.classId)}>
        {(a) => (
          <NativeSelect id={`${prefix}-class`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('classId')}>
            <option value="">{t('fields.chooseClass')}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${prefix}-description`} label={t('fields.description')} error={errorText(errors.description)}>
        {(a) => <Textarea id={`${prefix}-description`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('description')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ts('saving') : ts('save')}
      </Button>
    </form>
  )
}
