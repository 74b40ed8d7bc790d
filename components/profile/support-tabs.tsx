'use client'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxGroupField } from '@/components/forms/checkbox-field'
import { SelectField } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { ACCOMMODATIONS, DISABILITIES, SEVERITIES, SUPPORT_SERVICES } from '@/lib/profile/options'
import { choices } from './field-helpers'
import type { ProfileFormContext } from './form-context'

/** Disability: the codes and the details of the primary one. */
export function DisabilityTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  return (
    <TitledFieldset legend={t('sections.disability')}>
      <CheckboxGroupField
        id="profile-disabilities"
        legend={t('fields.disabilities')}
        options={choices(t, 'disability', DISABILITIES)}
        {...field('disabilities')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="profile-primary-disability"
          label={t('fields.primaryDisability')}
          empty={t('choose')}
          options={choices(t, 'disability', DISABILITIES)}
          {...field('disabilityDetails.primaryDisability')}
        />
        <SelectField
          id="profile-severity"
          label={t('fields.severity')}
          empty={t('choose')}
          options={choices(t, 'severity', SEVERITIES)}
          {...field('disabilityDetails.severity')}
        />
        <TextField
          id="profile-diagnosis-date"
          type="date"
          label={t('fields.diagnosisDate')}
          {...field('disabilityDetails.diagnosisDate')}
        />
      </div>
      <TextareaField
        id="profile-disability-description"
        label={t('fields.description')}
        rows={3}
        {...field('disabilityDetails.description')}
      />
    </TitledFieldset>
  )
}

/** Accommodations: the accommodation codes and the assistive technology in use. */
export function AccommodationsTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  return (
    <>
      <TitledFieldset legend={t('sections.accommodations')}>
        <CheckboxGroupField
          id="profile-accommodations"
          legend={t('fields.accommodationsNeeded')}
          options={choices(t, 'accommodation', ACCOMMODATIONS)}
          {...field('accommodationsNeeded')}
        />
      </TitledFieldset>
      <TitledFieldset legend={t('sections.assistive')}>
        <TextareaField
          id="profile-assistive"
          label={t('fields.assistiveTechnology')}
          hint={t('linesHint')}
          rows={3}
          {...field('assistiveTechnology')}
        />
      </TitledFieldset>
    </>
  )
}

/** Support: the support services the student receives. */
export function SupportTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  return (
    <TitledFieldset legend={t('sections.support')}>
      <CheckboxGroupField
        id="profile-support"
        legend={t('fields.supportServices')}
        options={choices(t, 'support', SUPPORT_SERVICES)}
        {...field('supportServices')}
      />
    </TitledFieldset>
  )
}
