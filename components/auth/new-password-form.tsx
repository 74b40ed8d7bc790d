'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { PasswordField } from '@/components/forms/password-input'
import { SubmitButton } from '@/components/forms/submit-button'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { setNewPasswordAction } from '@/lib/actions/password-reset'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { NewPasswordInput } from '@/lib/validation/auth'

const resolver = lazyZodResolver<NewPasswordInput>(() => import('@/lib/validation/auth').then((m) => m.newPasswordSchema))

/** The new password, with the same rules as at registration; then on to the dashboard, signed in. */
export function NewPasswordForm() {
  const t = useT('passwordReset')
  const ta = useT('auth')
  const router = useRouter()
  const formAlert = useFormAlert()
  const form = useForm<NewPasswordInput>({ resolver, defaultValues: { password: '' } })
  const field = useFieldProps(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await setNewPasswordAction(values)
    if (!result.ok) {
      formAlert.failed(form.setError, result)
      return
    }
    notify('success', ta('toast.success'), result.data.message)
    router.replace(result.data.next)
    router.refresh()
  })

  return (
    <form onSubmit={formAlert.onSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="grid gap-4">
      {formAlert.alert}
      <PasswordField
        id="new-password"
        label={t('newPassword')}
        hint={ta('passwordHint')}
        autoComplete="new-password"
        showLabel={ta('showPassword')}
        hideLabel={ta('hidePassword')}
        {...field('password')}
      />
      <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
    </form>
  )
}
