'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { applyServerErrors, useFieldProps } from '@/components/forms/use-field-errors'
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
  const form = useForm<TotpCodeInput>({
    resolver,
    defaultValues: { factorId, code: '' },
  })
  const field = useFieldProps(form)
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await action(values)
    if (result.ok) return onSuccess(result.data)
    applyServerErrors(form.setError, result.fieldErrors)
    if (result.error) onFormError(result.error)
  })
  const { isSubmitting } = form.formState
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
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
      <SubmitButton pending={isSubmitting} label={submitLabel} pendingLabel={t('mfa.verifying')} />
    </form>
  )
}
