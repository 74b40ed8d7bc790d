'use client'
import { useState } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import { SubmitButton } from '@/components/forms/submit-button'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { PasswordField } from '@/components/forms/password-input'
import { TextField } from '@/components/forms/text-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { signInAction } from '@/lib/actions/auth'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SignInInput } from '@/lib/validation/auth'
import { SecondFactorStep } from './second-factor-step'

// The shared schema, with zod loaded on first use (see lazy-resolver).
const resolver = lazyZodResolver<SignInInput>(() => import('@/lib/validation/auth').then((m) => m.signInSchema))

type Props = { next: string; initialFactorId: string | null }

/** Sign-in with e-mail and password, then the authenticator code when the account has one. */
export function SignInForm({ next, initialFactorId }: Props) {
  const t = useT('auth')
  const router = useRouter()
  const [factorId, setFactorId] = useState<string | null>(initialFactorId)
  const formAlert = useFormAlert()
  const form = useForm<SignInInput>({ resolver, defaultValues: { email: '', password: '' } })
  const field = useFieldProps(form)

  const done = (message: string) => {
    notify('success', t('toast.success'), message)
    router.replace(next)
    router.refresh()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clearBrowserAuthStorage() // tokens stored in this browser go before a new sign-in
    const result = await signInAction(values)
    if (!result.ok) {
      formAlert.failed(form.setError, result)
      return
    }
    if ('message' in result.data) done(result.data.message)
    else setFactorId(result.data.mfaFactorId)
  })

  if (factorId) return <SecondFactorStep factorId={factorId} onVerified={done} />

  const { isSubmitting } = form.formState
  return (
    <form onSubmit={formAlert.onSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="grid gap-4" aria-labelledby="auth-form-title">
      <h2 id="auth-form-title" className="text-lg font-semibold">
        {t('signInTitle')}
      </h2>
      {formAlert.alert}
      <TextField
        id="signin-email"
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        {...field('email')}
      />
      <PasswordField
        id="signin-password"
        label={t('fields.password')}
        autoComplete="current-password"
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        {...field('password')}
      />
      <Link href="/auth/forgot" className="justify-self-start text-sm font-medium underline underline-offset-4">
        {t('forgotPassword')}
      </Link>
      <SubmitButton pending={isSubmitting} label={t('signIn')} pendingLabel={t('signingIn')} />
    </form>
  )
}
