'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { requestPasswordResetAction } from '@/lib/actions/password-reset'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ForgotPasswordInput } from '@/lib/validation/auth'

const resolver = lazyZodResolver<ForgotPasswordInput>(() => import('@/lib/validation/auth').then((m) => m.forgotPasswordSchema))

/** The address a reset link goes to; the answer on the page is the same for every address. */
export function ForgotPasswordForm() {
  const t = useT('passwordReset')
  const ta = useT('auth')
  const formAlert = useFormAlert()
  const form = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } })
  const field = useFieldProps(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await requestPasswordResetAction(values)
    if (!result.ok) {
      formAlert.failed(form.setError, result)
      return
    }
    formAlert.show('success', result.data.message)
  })

  return (
    <form onSubmit={formAlert.onSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="grid gap-4">
      {formAlert.alert}
      <TextField id="forgot-email" label={ta('fields.email')} type="email" autoComplete="username" {...field('email')} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('send')} pendingLabel={t('sending')} />
    </form>
  )
}
