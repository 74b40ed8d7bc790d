'use client'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import type { ActionResult } from '@/lib/actions/define-action'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { TotpCodeInput } from '@/lib/validation/auth'

// The shared schema, with zod loaded on first use (see lazy-resolver).
const resolver = lazyZodResolver<TotpCodeInput>(() =>
  import('@/lib/validation/auth').then((m) => m.totpCodeSchema),
)

type Props<T> = {
  factorId: string
  submitLabel: string
  action: (input: TotpCodeInput) => Promise<ActionResult<T, TotpCodeInput>>
  onSuccess: (data: T) => void
  onFormError: (message: string) => void
}

/** The 6-digit authenticator code, for sign-in and for confirming a new factor. */
export function TotpCodeForm<T>({
  factorId,
  submitLabel,
  action,
  onSuccess,
  onFormError,
}: Props<T>) {
  const t = useT('auth')
  const { form, field, pending, parts } = usePageForm({
    resolver,
    defaultValues: { factorId, code: '' },
    action,
    onSuccess,
    onFormError,
  })
  return (
    <PageForm {...parts}>
      <input type="hidden" {...form.register('factorId')} />
      <TextField
        id="totp-code"
        label={t('mfa.code')}
        hint={t('mfa.codeHint')}
        inputMode="numeric"
        // The code step replaces the form the user just submitted; start them in its field.
        autoFocus
        autoComplete="one-time-code"
        {...field('code')}
      />
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={t('mfa.verifying')} />
    </PageForm>
  )
}
