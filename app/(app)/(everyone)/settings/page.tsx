import { ClientMessages } from '@/components/i18n/client-messages'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { LocaleSwitcher } from '@/components/i18n/locale-switcher'
import { ChangePasswordForm } from '@/components/settings/change-password-form'
import { MfaSettings } from '@/components/settings/mfa-settings'
import { RecoveryCodes } from '@/components/settings/recovery-codes'
import { SettingsSection } from '@/components/settings/settings-section'
import { PresenceSetting } from '@/components/settings/presence-setting'
import { StaffFactorSetting } from '@/components/settings/staff-factor-setting'
import { StudentMessagingSetting } from '@/components/settings/student-messaging-setting'
import { EmailPreferencesForm } from '@/components/settings-email/email-preferences-form'
import { Alert } from '@/components/ui/alert'
import { SpeechSettingsForm } from '@/components/speech/speech-settings-form'
import { pageContext } from '@/lib/auth/guards'
import { isStaff } from '@/lib/auth/roles'
import { pickMessages } from '@/lib/i18n/pick'
import { studentMessagingOn } from '@/lib/data/messages'
import { myEmailPreferences } from '@/lib/data/email-preferences'

export const generateMetadata = titleFrom('settings')

/**
 * The user's own settings: the password, two-step verification with its recovery codes,
 * language, e-mail per kind of news (/settings#email, where every e-mail's footer leads),
 * reading aloud and presence; for
 * a principal, also whether the school requires two-step verification of its staff and whether
 * staff and students may write to each other. Staff who
 * owe that set-up are sent here by the gate, and the page says why.
 */
export default async function SettingsPage() {
  const { supabase, profile } = await pageContext()
  const principal = profile.role === 'principal'
  const [t, tl, tf, tm, te, messages, factors, codesLeft, studentMessaging, emailChoices] =
    await Promise.all([
      getTranslations('settings'),
      getTranslations('live.presenceSetting'),
      getTranslations('secondFactor'),
      getTranslations('messages.setting'),
      getTranslations('emailPreferences'),
      getMessages(),
      supabase.auth.mfa.listFactors(),
      supabase.rpc('recovery_codes_left'),
      principal ? studentMessagingOn(supabase, profile.schoolId) : false,
      myEmailPreferences(supabase),
    ])
  const verified = factors.data?.totp.find((factor) => factor.status === 'verified') ?? null
  const setupOwed = profile.schoolRequiresFactor && isStaff(profile.role) && !verified

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid max-w-2xl gap-6">
        <SettingsSection id="security" title={t('securityTitle')} body={t('securityBody')}>
          {setupOwed ? (
            <Alert variant="destructive" role="alert" className="mb-4">
              <p className="font-semibold">{tf('requiredTitle')}</p>
              <p>{tf('requiredBody')}</p>
            </Alert>
          ) : null}
          <ClientMessages
            messages={pickMessages(messages, ['mfa', 'recovery', 'auth', 'validation'])}
          >
            <MfaSettings factorId={verified?.id ?? null} />
            {verified ? <RecoveryCodes left={codesLeft.data ?? 0} /> : null}
          </ClientMessages>
        </SettingsSection>
        <SettingsSection id="password" title={t('password.title')} body={t('password.body')}>
          <ClientMessages messages={pickMessages(messages, ['settings', 'auth', 'validation'])}>
            <ChangePasswordForm />
          </ClientMessages>
        </SettingsSection>
        {profile.role === 'principal' ? (
          <SettingsSection id="school-security" title={tf('schoolTitle')}>
            <ClientMessages messages={pickMessages(messages, ['secondFactor', 'auth'])}>
              <StaffFactorSetting
                required={profile.schoolRequiresFactor}
                ownFactor={verified !== null}
              />
            </ClientMessages>
          </SettingsSection>
        ) : null}
        {principal ? (
          <SettingsSection id="school-messages" title={tm('title')}>
            <ClientMessages messages={pickMessages(messages, ['messages'])}>
              <StudentMessagingSetting on={studentMessaging} />
            </ClientMessages>
          </SettingsSection>
        ) : null}
        <SettingsSection
          id="accessibility"
          title={t('accessibilityTitle')}
          body={t('accessibilityBody')}
        >
          <LocaleSwitcher />
        </SettingsSection>
        <SettingsSection id="email" title={te('title')} body={te('body')}>
          {emailChoices ? (
            <ClientMessages messages={pickMessages(messages, ['emailPreferences'])}>
              <EmailPreferencesForm initial={emailChoices} />
            </ClientMessages>
          ) : (
            <Alert variant="destructive" role="alert">
              {te('loadError')}
            </Alert>
          )}
        </SettingsSection>
        <SettingsSection id="speech" title={t('speechTitle')} body={t('speechBody')}>
          <SpeechSettingsForm />
        </SettingsSection>
        <SettingsSection id="presence" title={tl('title')}>
          <PresenceSetting />
        </SettingsSection>
      </div>
    </>
  )
}
