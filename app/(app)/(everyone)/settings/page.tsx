import { ClientMessages } from '@/components/i18n/client-messages'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { MfaSettings } from '@/components/settings/mfa-settings'
import { PresenceSetting } from '@/components/settings/presence-setting'
import { StaffFactorSetting } from '@/components/settings/staff-factor-setting'
import { StudentMessagingSetting } from '@/components/settings/student-messaging-setting'
import { Alert } from '@/components/ui/alert'
import { SpeechSettingsForm } from '@/components/speech/speech-settings-form'
import { pageContext } from '@/lib/auth/guards'
import { isStaff } from '@/lib/auth/roles'
import { pickMessages } from '@/lib/i18n/pick'
import { studentMessagingOn } from '@/lib/data/messages'

export const generateMetadata = titleFrom('settings')

/**
 * The user's own settings: two-step verification, accessibility preferences and presence; for
 * a principal, also whether the school requires two-step verification of its staff. Staff who
 * owe that set-up are sent here by the gate, and the page says why.
 */
export default async function SettingsPage() {
  const { supabase, profile } = await pageContext()
  const principal = profile.role === 'principal'
  const [t, tl, tf, tm, messages, factors, studentMessaging] = await Promise.all([
    getTranslations('settings'),
    getTranslations('live.presenceSetting'),
    getTranslations('secondFactor'),
    getTranslations('messages.setting'),
    getMessages(),
    supabase.auth.mfa.listFactors(),
    principal ? studentMessagingOn(supabase, profile.schoolId) : false,
  ])
  const verified = factors.data?.totp.find((factor) => factor.status === 'verified') ?? null
  const setupOwed = profile.schoolRequiresFactor && isStaff(profile.role) && !verified

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid max-w-2xl gap-6">
        <section
          id="security"
          aria-labelledby="security-title"
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <h2 id="security-title" className="mb-1 text-lg font-semibold">
            {t('securityTitle')}
          </h2>
          <p className="mb-4 text-muted-foreground">{t('securityBody')}</p>
          {setupOwed ? (
            <Alert variant="destructive" role="alert" className="mb-4">
              <p className="font-semibold">{tf('requiredTitle')}</p>
              <p>{tf('requiredBody')}</p>
            </Alert>
          ) : null}
          <ClientMessages messages={pickMessages(messages, ['mfa', 'auth', 'validation'])}>
            <MfaSettings factorId={verified?.id ?? null} />
          </ClientMessages>
        </section>
        {profile.role === 'principal' ? (
          <section
            aria-labelledby="school-security-title"
            className="rounded-xl border bg-card p-6 shadow-sm"
          >
            <h2 id="school-security-title" className="mb-4 text-lg font-semibold">
              {tf('schoolTitle')}
            </h2>
            <ClientMessages messages={pickMessages(messages, ['secondFactor', 'auth'])}>
              <StaffFactorSetting
                required={profile.schoolRequiresFactor}
                ownFactor={verified !== null}
              />
            </ClientMessages>
          </section>
        ) : null}
        {principal ? (
          <section
            id="school-messages"
            aria-labelledby="school-messages-title"
            className="rounded-xl border bg-card p-6 shadow-sm"
          >
            <h2 id="school-messages-title" className="mb-4 text-lg font-semibold">
              {tm('title')}
            </h2>
            <ClientMessages messages={pickMessages(messages, ['messages'])}>
              <StudentMessagingSetting on={studentMessaging} />
            </ClientMessages>
          </section>
        ) : null}
        <section
          id="accessibility"
          aria-labelledby="accessibility-title"
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <h2 id="accessibility-title" className="mb-1 text-lg font-semibold">
            {t('accessibilityTitle')}
          </h2>
          <p className="mb-4 text-muted-foreground">{t('accessibilityBody')}</p>
          <LocaleSwitcher />
        </section>
        <section
          id="speech"
          aria-labelledby="speech-title"
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <h2 id="speech-title" className="mb-1 text-lg font-semibold">
            {t('speechTitle')}
          </h2>
          <p className="mb-4 text-muted-foreground">{t('speechBody')}</p>
          <SpeechSettingsForm />
        </section>
        <section
          aria-labelledby="presence-title"
          className="rounded-xl border bg-card p-6 shadow-sm"
        >
          <h2 id="presence-title" className="mb-4 text-lg font-semibold">
            {tl('title')}
          </h2>
          <PresenceSetting />
        </section>
      </div>
    </>
  )
}
