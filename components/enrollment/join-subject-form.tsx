'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { setServerErrors, useFieldError } from '@/components/bin/use-field-error'
import { joinSubjectAction } from '@/lib/actions/enrollment'
import { joinSubjectSchema, type JoinSubjectInput } from '@/lib/validation/enrollment'

/** Paste an enrolment link or a subject id; the server enrols the student. */
export function JoinSubjectForm() {
  const t = useT('enroll')
  const errorText = useFieldError()
  const router = useRouter()
  const form = useForm<JoinSubjectInput>({ resolver: zodResolver(joinSubjectSchema, undefined, { raw: true }), defaultValues: { link: '' } })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await joinSubjectAction(values)
    if (!result.ok) {
      setServerErrors(form.setError, result.fieldErrors)
      if (result.error) toast.error(t('errorTitle'), { description: result.error })
      return
    }
    toast.success(result.data.title, { description: result.data.message })
    router.replace('/dashboard')
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id="join-link" label={t('joinLabel')} hint={t('joinHint')} error={errorText(errors.link)}>
        {(a) => <Input id="join-link" autoComplete="off" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('link')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('enrolling') : t('join')}
      </Button>
    </form>
  )
}
