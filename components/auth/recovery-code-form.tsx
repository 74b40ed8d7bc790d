'use client'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
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
  const { field, pending, parts } = usePageForm({
    resolver,
    defaultValues: { code: '' },
    action: spendRecoveryCodeAction,
    onSuccess: (data) => onRecovered(data.message),
    onFormError,
  })
  return (
    <PageForm {...parts}>
      <TextField
        id="recovery-code"
        label={t('code')}
        hint={t('codeHint')}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        {...field('code')}
      />
      <SubmitButton pending={pending} label={t('use')} pendingLabel={t('working')} />
    </PageForm>
  )
}
