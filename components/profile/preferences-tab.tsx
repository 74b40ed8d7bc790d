'use client'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { SelectField } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { useFieldProps } from '@/components/forms/use-field-errors'
import {
  ACCESSIBILITY_FLAGS,
  COMMUNICATION_METHODS,
  FONT_SIZES,
  LANGUAGES,
  LEARNING_STYLES,
  PARENTAL_COMMUNICATION,
} from '@/lib/profile/options'
import { choices } from './field-helpers'
import type { ProfileFormContext } from './form-context'

/** Preferences: learning, accessibility, communication, and free notes. */
export function PreferencesTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  const methods = choices(t, 'communicationMethod', COMMUNICATION_METHODS)
  return (
    <>
      <TitledFieldset legend={t('sections.learning')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="profile-learning-style"
            label={t('fields.learningStyle')}
            empty={t('choose')}
            options={choices(t, 'learningStyle', LEARNING_STYLES)}
            {...field('learningPreferences.learningStyle')}
          />
          <SelectField
            id="profile-learning-method"
            label={t('fields.communicationMethod')}
            empty={t('choose')}
            options={methods}
            {...field('learningPreferences.communicationMethod')}
          />
          <TextField
            id="profile-attention"
            label={t('fields.attentionSpan')}
            {...field('learningPreferences.attentionSpan')}
          />
          <TextField
            id="profile-processing"
            label={t('fields.processingSpeed')}
            {...field('learningPreferences.processingSpeed')}
          />
        </div>
      </TitledFieldset>
      <TitledFieldset legend={t('sections.accessibility')}>
        <SelectField
          id="profile-font-size"
          label={t('fields.fontSize')}
          empty={t('choose')}
          options={choices(t, 'fontSize', FONT_SIZES)}
          {...field('accessibilityPreferences.fontSize')}
        />
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
      </TitledFieldset>
      <TitledFieldset legend={t('sections.communication')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="profile-language"
            label={t('fields.preferredLanguage')}
            empty={t('choose')}
            options={choices(t, 'language', LANGUAGES)}
            {...field('communicationPreferences.preferredLanguage')}
          />
          <SelectField
            id="profile-comm-method"
            label={t('fields.communicationMethod')}
            empty={t('choose')}
            options={methods}
            {...field('communicationPreferences.communicationMethod')}
          />
          <SelectField
            id="profile-parental"
            label={t('fields.parentalCommunication')}
            empty={t('choose')}
            options={choices(t, 'parental', PARENTAL_COMMUNICATION)}
            {...field('communicationPreferences.parentalCommunication')}
          />
        </div>
      </TitledFieldset>
      <TitledFieldset legend={t('sections.notes')}>
        <TextareaField id="profile-notes" label={t('fields.notes')} rows={4} {...field('notes')} />
      </TitledFieldset>
    </>
  )
}
