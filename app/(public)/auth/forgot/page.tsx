import Link from 'next/link'
import { getMessages, getTranslations } from 'next-intl/server'
import { AuthPanel } from '@/components/auth/auth-panel'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { titleFrom } from '@/components/common/page-title'
import { ClientMessages } from '@/components/i18n/client-messages'
import { pickMessages } from '@/lib/i18n/pick'

export const generateMetadata = titleFrom('passwordReset', 'forgotTitle')

/** "Forgot password?": the address to send a reset link to. */
export default async function ForgotPasswordPage() {
  const [t, messages] = await Promise.all([getTranslations('passwordReset'), getMessages()])
  return (
    <AuthPanel
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      after={
        <Link href="/auth" className="self-start font-medium underline underline-offset-4">
          {t('backToSignIn')}
        </Link>
      }
    >
      <ClientMessages messages={pickMessages(messages, ['passwordReset', 'auth', 'validation'])}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthPanel>
  )
}
