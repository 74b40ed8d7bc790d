'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import { SubmitButton } from '@/components/forms/submit-button'
import { SelectField } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { PasswordField } from '@/components/forms/password-input'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { registerAction } from '@/lib/actions/auth'
import { REGISTRATION_ROLES } from '@/lib/auth/roles'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { RegisterInput } from '@/lib/validation/auth'

// The shared schema, with zod loaded on first use (see lazy-resolver).
const resolver = lazyZodResolver<RegisterInput>(() => import('@/lib/validation/auth').then((m) => m.registerSchema))

const EMPTY: RegisterInput = { firstName: '', lastName: '', email: '', password: '', role: '' as RegisterInput['role'], schoolName: '' }

export function RegisterForm() {
  const t = useT('auth')
  const router = useRouter()
  const formAlert = useFormAlert()
  const form = useForm<RegisterInput>({ resolver, defaultValues: EMPTY })
  const field = useFieldProps(form)

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await registerAction(values)
    if (!result.ok) {
      formAlert.failed(form.setError, result)
      return
    }
    notify('success', t('toast.success'), result.data.message)
    if (result.data.signedIn) {
      router.replace('/dashboard')
      router.refresh()
      return
    }
    form.reset(EMPTY)
    formAlert.show('success', result.data.message)
  })

  const { isSubmitting } = form.formState
  return (
    <form onSubmit={formAlert.onSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="grid gap-4" aria-labelledby="auth-form-title">
      <h2 id="auth-form-title" className="text-lg font-semibold">
        {t('registerTitle')}
      </h2>
      {formAlert.alert}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="register-first-name" label={t('fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField id="register-last-name" label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField id="register-email" label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField
        id="register-password"
        label={t('fields.password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        {...field('password')}
      />
      <SelectField
        id="register-role"
        label={t('fields.role')}
        empty={t('rolePlaceholder')}
        options={REGISTRATION_ROLES.map((role) => ({ value: role, label: t(`roleOptions.${role}`) }))}
        {...field('role')}
      />
      <TextField
        id="register-school"
        label={t('fields.schoolName')}
        hint={t('schoolNameHint')}
        autoComplete="organization"
        {...field('schoolName')}
      />
      <SubmitButton pending={isSubmitting} label={t('register')} pendingLabel={t('registering')} />
    </form>
  )
}
