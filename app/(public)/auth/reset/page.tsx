import { getMessages, getTranslations } from 'next-intl/server'
import { AuthPanel } from '@/components/auth/auth-panel'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { SecondFactorStep } from '@/components/auth/second-factor-step'
import { titleFrom } from '@/components/common/page-title'
import { ClientMessages } from '@/components/i18n/client-messages'
import { ButtonLink } from '@/components/ui/button-link'
import { canSetNewPassword } from '@/lib/auth/recovery'
import { getClaims, needsSecondFactor } from '@/lib/auth/session'
import { pickMessages } from '@/lib/i18n/pick'

export const generateMetadata = titleFrom('passwordReset', 'newTitle')

/**
 * Where a password-reset link lands: the new password, when the link opened a recovery session
 * in this browser; otherwise (used, expired, superseded or opened elsewhere) a page that says so
 * and offers a new link.
 */
export default async function ResetPasswordPage() {
  const [claims, t, messages] = await Promise.all([
    getClaims(),
    getTranslations('passwordReset'),
    getMessages(),
  ])
  if (!canSetNewPassword(claims)) {
    return (
      <AuthPanel title={t('invalidTitle')}>
        <div className="grid gap-4">
          <p role="alert">{t('invalid')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/auth/forgot" variant="default">
              {t('requestNew')}
            </ButtonLink>
            <ButtonLink href="/auth" variant="outline">
              {t('backToSignIn')}
            </ButtonLink>
          </div>
        </div>
      </AuthPanel>
    )
  }
  // An account with two-step verification proves the second factor first.
  const factorId = await needsSecondFactor(claims)
  return (
    <AuthPanel title={t('newTitle')} intro={t('newIntro', { email: claims.email ?? '' })}>
      <ClientMessages
        messages={pickMessages(messages, ['passwordReset', 'auth', 'recovery', 'validation'])}
      >
        {factorId ? <SecondFactorStep factorId={factorId} /> : <NewPasswordForm />}
      </ClientMessages>
    </AuthPanel>
  )
}
