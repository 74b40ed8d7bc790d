'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { FieldError, TextField } from '@/components/forms/text-field'
import { FormAlert } from '@/components/forms/form-alert'
import { PasswordInput } from '@/components/forms/password-input'
import { applyServerErrors, useFieldErrorText } from '@/components/forms/use-field-errors'
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
  const errorText = useFieldErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const form = useForm<RegisterInput>({ resolver, defaultValues: EMPTY })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    setSuccess(null)
    const result = await registerAction(values)
    if (!result.ok) {
      applyServerErrors(form.setError, result.fieldErrors)
      if (result.error) setFormError(result.error)
      return
    }
    notify('success', t('toast.success'), result.data.message)
    if (result.data.signedIn) {
      router.replace('/dashboard')
      router.refresh()
      return
    }
    form.reset(EMPTY)
    setSuccess(result.data.message)
  })

  const { errors, isSubmitting } = form.formState
  const roleError = errorText(errors.role)
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4" aria-labelledby="auth-form-title">
      <h2 id="auth-form-title" className="text-lg font-semibold">
        {t('registerTitle')}
      </h2>
      {formError && <FormAlert kind="error">{formError}</FormAlert>}
      {success && <FormAlert kind="success">{success}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="register-first-name" label={t('fields.firstName')} autoComplete="given-name" error={errorText(errors.firstName)} {...form.register('firstName')} />
        <TextField id="register-last-name" label={t('fields.lastName')} autoComplete="family-name" error={errorText(errors.lastName)} {...form.register('lastName')} />
      </div>
      <TextField id="register-email" label={t('fields.email')} type="email" autoComplete="email" error={errorText(errors.email)} {...form.register('email')} />
      <TextField
        id="register-password"
        label={t('fields.password')}
        hint={t('passwordHint')}
        error={errorText(errors.password)}
        control={(describedBy) => (
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            {...form.register('password')}
          />
        )}
      />
      <div className="grid gap-2">
        <Label htmlFor="register-role">{t('fields.role')}</Label>
        <select
          id="register-role"
          aria-invalid={roleError ? true : undefined}
          aria-describedby={roleError ? 'register-role-error' : undefined}
          className="min-h-11 rounded-md border border-input bg-background px-3 text-base aria-invalid:border-2 aria-invalid:border-destructive"
          {...form.register('role')}
        >
          <option value="">{t('rolePlaceholder')}</option>
          {REGISTRATION_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roleOptions.${role}`)}
            </option>
          ))}
        </select>
        {roleError && <FieldError id="register-role-error">{roleError}</FieldError>}
      </div>
      <TextField
        id="register-school"
        label={t('fields.schoolName')}
        hint={t('schoolNameHint')}
        autoComplete="organization"
        error={errorText(errors.schoolName)}
        {...form.register('schoolName')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('registering') : t('register')}
      </Button>
    </form>
  )
}
