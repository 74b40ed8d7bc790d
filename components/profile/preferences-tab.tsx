'use client'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { ACCESSIBILITY_FLAGS } from '@/lib/profile/options'
import type { ProfileFormContext } from './form-context'
import { ProfileSelect, ProfileText, ProfileTextarea } from './profile-field'
import { ProfileSection } from './profile-section'

/** Preferences: learning, accessibility, communication, and free notes. */
export function PreferencesTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  return (
    <>
      <ProfileSection name="learning">
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileSelect id="profile-learning-style" name="learningPreferences.learningStyle" />
          <ProfileSelect
            id="profile-learning-method"
            name="learningPreferences.communicationMethod"
          />
          <ProfileText id="profile-attention" name="learningPreferences.attentionSpan" />
          <ProfileText id="profile-processing" name="learningPreferences.processingSpeed" />
        </div>
      </ProfileSection>
      <ProfileSection name="accessibility">
        <ProfileSelect id="profile-font-size" name="accessibilityPreferences.fontSize" />
        {ACCESSIBILITY_FLAGS.map((flag) => {
          const { error: _error, ...props } = field(`accessibilityPreferences.${flag}`)
          return (
            <CheckboxField
              key={flag}
              id={`profile-${flag}`}
              label={t(`fields.${flag}`)}
              {...props}
            />
          )
        })}
      </ProfileSection>
      <ProfileSection name="communication">
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileSelect id="profile-language" name="communicationPreferences.preferredLanguage" />
          <ProfileSelect
            id="profile-comm-method"
            name="communicationPreferences.communicationMethod"
          />
          <ProfileSelect
            id="profile-parental"
            name="communicationPreferences.parentalCommunication"
          />
        </div>
      </ProfileSection>
      <ProfileSection name="notes">
        <ProfileTextarea id="profile-notes" name="notes" rows={4} />
      </ProfileSection>
    </>
  )
}
