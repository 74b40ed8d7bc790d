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
import { createAssignmentAction, updateAssignmentAction } from '@/lib/actions/assignments'
import { assignmentUpdateSchema, type AssignmentUpdateInput } from '@/lib/validation/assignments'

type Existing = { id: string; title: string; instructions: string | null; due_at: string | null; max_score: number; subject_id: string }

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for <input type="datetime-local">. */
function toLocalInput(iso: string | null) {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const NEW_ID = '00000000-0000-0000-0000-000000000000'

export function AssignmentForm({ existing, subjects, onDone }: { existing?: Existing; subjects: { id: string; name: string }[]; onDone: () => void }) {
  const t = useT('assignments')
  const ts = useT('status')
  const errorText = useFieldError()
  const originalDue = toLocalInput(existing?.due_at ?? null)
  // The update schema is the create schema plus "an unchanged past date may stay"; a new
  // assignment has no original date, so both rules are the same here.
  const form = useForm<AssignmentUpdateInput>({
    resolver: zodResolver(assignmentUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      id: existing?.id ?? NEW_ID,
      originalDueAt: originalDue,
      title: existing?.title ?? '',
      instructions: existing?.instructions ?? '',
      dueAt: originalDue,
      maxScore: existing ? String(existing.max_score) : '10',
      subjectId: existing?.subject_id ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const submit = useDialogSubmit(form, onDone)
  const prefix = existing ? `assignment-${existing.id}` : 'assignment-new'

  const onSubmit = submit((values) => {
    const iso = (local: string | undefined) => (local ? new Date(local).toISOString() : '')
    const payload = { ...values, dueAt: iso(values.dueAt), originalDueAt: existing?.due_at ?? '' }
    const { id: _id, originalDueAt: _o, ...create } = payload
    return existing ? updateAssignmentAction(payload) : createAssignmentAction(create)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id={`${prefix}-title`} label={t('fields.title')} error={errorText(errors.title)}>
        {(a) => <Input id={`${prefix}-title`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('title')} />}
      </Field>
      <Field id={`${prefix}-subject`} label={t('fields.subject')} error={errorText(errors.subjectId)}>
        {(a) => (
          <NativeSelect id={`${prefix}-subject`} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('subjectId')}>
            <option value="">{t('fields.chooseSubject')}</option>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${prefix}-due`} label={t('fields.due')} hint={t('fields.dueHint')} error={errorText(errors.dueAt)}>
        {(a) => <Input id={`${prefix}-due`} type="datetime-local" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('dueAt')} />}
      </Field>
      <Field id={`${prefix}-max`} label={t('fields.maxScore')} error={errorText(errors.maxScore)}>
        {(a) => <Input id={`${prefix}-max`} inputMode="decimal" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('maxScore')} />}
      </Field>
      <Field id={`${prefix}-instructions`} label={t('fields.instructions')} error={errorText(errors.instructions)}>
        {(a) => <Textarea id={`${prefix}-instructions`} rows={6} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('instructions')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ts('saving') : ts('save')}
      </Button>
    </form>
  )
}
