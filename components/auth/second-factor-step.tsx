'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { verifyMfaAction } from '@/lib/actions/auth/access'
import { notify } from '@/lib/notify'
import { RecoveryCodeForm } from './recovery-code-form'
import { TotpCodeForm } from './totp-code-form'

/**
 * The authenticator-code step of a session that still owes its second factor: after a password
 * sign-in, and on the password-reset page before a new password can be saved (the auth server
 * refuses a password change from such a session). Without `onVerified` the page re-renders,
 * now with the verified session. Without the phone, a recovery code removes the lost factor:
 * after a sign-in the person goes on to Settings to set up a new one; on the reset page the
 * page re-renders with the new-password form.
 */
export function SecondFactorStep({
  factorId,
  onVerified,
}: {
  factorId: string
  onVerified?: (message: string) => void
}) {
  const t = useT('auth')
  const tr = useT('recovery')
  const router = useRouter()
  const formAlert = useFormAlert()
  const [recovering, setRecovering] = useState(false)
  const switchTo = (next: boolean) => {
    formAlert.clear()
    setRecovering(next)
  }
  const recovered = (message: string) => {
    notify('success', t('toast.success'), message)
    if (onVerified) router.replace('/settings#security')
    router.refresh()
  }
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{recovering ? tr('signInTitle') : t('mfa.title')}</h2>
      <p className="text-muted-foreground">
        {recovering ? tr('signInDescription') : t('mfa.description')}
      </p>
      {formAlert.alert}
      {recovering ? (
        <RecoveryCodeForm
          onRecovered={recovered}
          onFormError={(message) => formAlert.show('error', message)}
        />
      ) : (
        <TotpCodeForm
          factorId={factorId}
          submitLabel={t('mfa.verify')}
          action={verifyMfaAction}
          onSuccess={(data) => (onVerified ? onVerified(data.message) : router.refresh())}
          onFormError={(message) => formAlert.show('error', message)}
        />
      )}
      <Button type="button" variant="link" onClick={() => switchTo(!recovering)}>
        {recovering ? tr('backToCode') : tr('lostPhone')}
      </Button>
    </div>
  )
}
