import { ClientMessages } from '@/components/i18n/client-messages'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { MfaSettings } from '@/components/settings/mfa-settings'
import { PresenceSetting } from '@/components/settings/presence-setting'
import { SpeechSettingsForm } from '@/components/speech/speech-settings-form'
import { pageContext } from '@/lib/auth/guards'
import { pickMessages } from '@/lib/i18n/pick'

export const generateMetadata = titleFrom('settings')

/** The user's own settings: two-step verification, accessibility preferences and presence. */
export default async function SettingsPage() {
  const { supabase } = await pageContext()
  const [t, tl, messages, factors] = await Promise.all([
    getTranslations('settings'),
    getTranslations('live.presenceSetting'),
    getMessages(),
    supabase.auth.mfa.listFactors(),
  ])
  const verified = factors.data?.totp.find((factor) => factor.status === 'verified') ?? null

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid max-w-2xl gap-6">
        <section aria-labelledby="security-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="security-title" className="mb-1 text-lg font-semibold">{t('securityTitle')}</h2>
          <p className="mb-4 text-muted-foreground">{t('securityBody')}</p>
          <ClientMessages messages={pickMessages(messages, ['mfa', 'auth', 'validation'])}>
            <MfaSettings factorId={verified?.id ?? null} />
          </ClientMessages>
        </section>
        <section id="accessibility" aria-labelledby="accessibility-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="accessibility-title" className="mb-1 text-lg font-semibold">{t('accessibilityTitle')}</h2>
          <p className="mb-4 text-muted-foreground">{t('accessibilityBody')}</p>
          <LocaleSwitcher />
        </section>
        <section id="speech" aria-labelledby="speech-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="speech-title" className="mb-1 text-lg font-semibold">{t('speechTitle')}</h2>
          <p className="mb-4 text-muted-foreground">{t('speechBody')}</p>
          <SpeechSettingsForm />
        </section>
        <section aria-labelledby="presence-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="presence-title" className="mb-4 text-lg font-semibold">{tl('title')}</h2>
          <PresenceSetting />
        </section>
      </div>
    </>
  )
}
