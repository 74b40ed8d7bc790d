'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { applyServerErrors, useFieldProps } from '@/components/forms/use-field-errors'
import { joinSubjectAction } from '@/lib/actions/enrollment'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { JoinSubjectInput } from '@/lib/validation/enrollment'

const resolver = lazyZodResolver<JoinSubjectInput>(() =>
  import('@/lib/validation/enrollment').then((m) => m.joinSubjectSchema),
)

/** Paste an enrolment link or a subject id; the server enrols the student. */
export function JoinSubjectForm() {
  const t = useT('enroll')
  const router = useRouter()
  const form = useForm<JoinSubjectInput>({ resolver, defaultValues: { link: '' } })
  const field = useFieldProps(form)
  const { isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await joinSubjectAction(values)
    if (!result.ok) {
      applyServerErrors(form.setError, result.fieldErrors)
      if (result.error) notify('error', t('errorTitle'), result.error)
      return
    }
    notify('success', result.data.title, result.data.message)
    router.replace('/dashboard')
  })
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField
        id="join-link"
        label={t('joinLabel')}
        hint={t('joinHint')}
        autoComplete="off"
        {...field('link')}
      />
      <SubmitButton pending={isSubmitting} label={t('join')} pendingLabel={t('enrolling')} />
    </form>
  )
}
