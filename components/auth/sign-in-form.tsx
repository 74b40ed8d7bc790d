'use client'
import { useState } from 'react'
import Link from 'next/link'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { usePageForm } from '@/components/forms/use-page-form'
import { CurrentPasswordField } from '@/components/forms/password-input'
import { TitledForm } from '@/components/forms/titled-form'
import { signInAction } from '@/lib/actions/auth/access'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { SignInInput } from '@/lib/validation/auth'
import { EmailField } from './email-field'
import { SecondFactorStep } from './second-factor-step'
import { useSignedIn } from './use-signed-in'

// The shared schema, with zod loaded on first use (see lazy-resolver).
const resolver = lazyZodResolver<SignInInput>(() =>
  import('@/lib/validation/auth').then((m) => m.signInSchema),
)

type Props = { next: string; initialFactorId: string | null }

/** Sign-in with e-mail and password, then the authenticator code when the account has one. */
export function SignInForm({ next, initialFactorId }: Props) {
  const t = useT('auth')
  const signedIn = useSignedIn()
  const [factorId, setFactorId] = useState<string | null>(initialFactorId)
  const done = (message: string) => signedIn(message, next)
  const { field, pending, parts } = usePageForm({
    resolver,
    defaultValues: { email: '', password: '' },
    action: (values: SignInInput) => {
      clearBrowserAuthStorage() // tokens stored in this browser go before a new sign-in
      return signInAction(values)
    },
    onSuccess: (data) => {
      if ('message' in data) done(data.message)
      else setFactorId(data.mfaFactorId)
    },
  })

  if (factorId) return <SecondFactorStep factorId={factorId} onVerified={done} />

  return (
    <TitledForm id="auth-form-title" title={t('signInTitle')} {...parts}>
      <EmailField id="signin-email" {...field('email')} />
      <CurrentPasswordField id="signin-password" {...field('password')} />
      <Link
        href="/auth/forgot"
        className="justify-self-start text-sm font-medium underline underline-offset-4"
      >
        {t('forgotPassword')}
      </Link>
      <SubmitButton pending={pending} label={t('signIn')} pendingLabel={t('signingIn')} />
    </TitledForm>
  )
}
