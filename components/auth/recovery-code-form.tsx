'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { applyServerErrors, useFieldProps } from '@/components/forms/use-field-errors'
import { spendRecoveryCodeAction } from '@/lib/actions/auth/recovery-codes'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { RecoveryCodeInput } from '@/lib/validation/auth'

const resolver = lazyZodResolver<RecoveryCodeInput>(() =>
  import('@/lib/validation/auth').then((m) => m.recoveryCodeSchema),
)

/**
 * One of the saved recovery codes instead of the authenticator's: it removes the lost factor
 * (the server action, after the database spent the code), and the person sets up a new one.
 */
export function RecoveryCodeForm({
  onRecovered,
  onFormError,
}: {
  onRecovered: (message: string) => void
  onFormError: (message: string) => void
}) {
  const t = useT('recovery')
  const form = useForm<RecoveryCodeInput>({ resolver, defaultValues: { code: '' } })
  const field = useFieldProps(form)
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await spendRecoveryCodeAction(values)
    if (result.ok) return onRecovered(result.data.message)
    applyServerErrors(form.setError, result.fieldErrors)
    if (result.error) onFormError(result.error)
  })
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <TextField
        id="recovery-code"
        label={t('code')}
        hint={t('codeHint')}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        {...field('code')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={t('use')}
        pendingLabel={t('working')}
      />
    </form>
  )
}
