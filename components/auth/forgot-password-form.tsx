'use client'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { requestPasswordResetAction } from '@/lib/actions/auth/password-reset'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ForgotPasswordInput } from '@/lib/validation/auth'
import { EmailField } from './email-field'

const resolver = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@/lib/validation/auth').then((m) => m.forgotPasswordSchema),
)

/** The address a reset link goes to; the answer on the page is the same for every address. */
export function ForgotPasswordForm() {
  const t = useT('passwordReset')
  const { field, formAlert, pending, parts } = usePageForm<
    ForgotPasswordInput,
    { message: string }
  >({
    resolver,
    defaultValues: { email: '' },
    action: requestPasswordResetAction,
    onSuccess: (data) => formAlert.show('success', data.message),
  })

  return (
    <PageForm {...parts}>
      <EmailField id="forgot-email" {...field('email')} />
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </PageForm>
  )
}
