'use client'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { verifyMfaAction } from '@/lib/actions/auth/access'
import { TotpCodeForm } from './totp-code-form'

/**
 * The authenticator-code step of a session that still owes its second factor: after a password
 * sign-in, and on the password-reset page before a new password can be saved (the auth server
 * refuses a password change from such a session). Without `onVerified` the page re-renders,
 * now with the verified session.
 */
export function SecondFactorStep({
  factorId,
  onVerified,
}: {
  factorId: string
  onVerified?: (message: string) => void
}) {
  const t = useT('auth')
  const router = useRouter()
  const formAlert = useFormAlert()
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{t('mfa.title')}</h2>
      <p className="text-muted-foreground">{t('mfa.description')}</p>
      {formAlert.alert}
      <TotpCodeForm
        factorId={factorId}
        submitLabel={t('mfa.verify')}
        action={verifyMfaAction}
        onSuccess={(data) => (onVerified ? onVerified(data.message) : router.refresh())}
        onFormError={(message) => formAlert.show('error', message)}
      />
    </div>
  )
}
