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
import { createClassAction, updateClassAction } from '@/lib/actions/classes'
import { classSchema, type ClassInput } from '@/lib/validation/classes'

type Existing = { id: string; name: string; description: string | null; grade_level: number | null; teacher_id: string | null }

/** Create or edit a class. A principal also picks the teacher (teachers: null). */
export function ClassForm({
  existing,
  teachers,
  onDone,
}: {
  existing?: Existing
  teachers: { id: string; name: string }[] | null
  onDone: () => void
}) {
  const t = useT('classes')
  const ts = useT('status')
  const errorText = useFieldError()
  const form = useForm<ClassInput>({
    resolver: zodResolver(classSchema, undefined, { raw: true }),
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      gradeLevel: existing?.grade_level ? String(existing.grade_level) : '',
      teacherId: existing?.teacher_id ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const submit = useDialogSubmit(form, onDone)
  const prefix = existing ? `class-${existing.id}` : 'class-new'

  const onSubmit = submit((values) =>
    existing ? updateClassAction({ ...values, id: existing.id }) : createClassAction(values),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id={`${prefix}-name`} label={t('fields.name')} error={errorText(errors.name)}>
        {(a) => <Input id={`${prefix}-name`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('name')} />}
      </Field>
      <Field id={`${prefix}-grade`} label={t('fields.grade')} hint={t('fields.gradeHint')} error={errorText(errors.gradeLevel)}>
        {(a) => (
          <Input id={`${prefix}-grade`} inputMode="numeric" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('gradeLevel')} />
        )}
      </Field>
      {teachers && (
        <Field id={`${prefix}-teacher`} label={t('fields.teacher')} error={errorText(errors.teacherId)}>
          {(a) => (
            <NativeSelect id={`${prefix}-teacher`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('teacherId')}>
              <option value="">{t('fields.noTeacher')}</option>
              {teachers.map((teacher) => (
                <option key={teacher.id} value={teacher.id}>
                  {teacher.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <Field id={`${prefix}-description`} label={t('fields.description')} error={errorText(errors.description)}>
        {(a) => <Textarea id={`${prefix}-description`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('description')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ts('saving') : ts('save')}
      </Button>
    </form>
  )
}
