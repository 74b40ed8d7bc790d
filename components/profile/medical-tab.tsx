'use client'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { IepDocument } from './iep-document'
import type { ProfileFormContext } from './form-context'

/** Medical: allergies, medications, conditions, emergency information; the IEP and its document. */
export function MedicalTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  const iepStatus = ctx.form.watch('iepStatus')
  const { error: _iepError, ...iepStatusProps } = field('iepStatus')
  return (
    <>
      <TitledFieldset legend={t('sections.medical')}>
        <TextareaField
          id="profile-allergies"
          label={t('fields.allergies')}
          hint={t('linesHint')}
          rows={2}
          {...field('medicalInformation.allergies')}
        />
        <TextareaField
          id="profile-medications"
          label={t('fields.medications')}
          hint={t('linesHint')}
          rows={2}
          {...field('medicalInformation.medications')}
        />
        <TextareaField
          id="profile-conditions"
          label={t('fields.medicalConditions')}
          hint={t('linesHint')}
          rows={2}
          {...field('medicalInformation.medicalConditions')}
        />
        <TextareaField
          id="profile-emergency-info"
          label={t('fields.emergencyMedicalInfo')}
          rows={3}
          {...field('medicalInformation.emergencyMedicalInfo')}
        />
      </TitledFieldset>
      <TitledFieldset legend={t('sections.iep')}>
        <CheckboxField id="profile-iep-status" label={t('fields.iepStatus')} {...iepStatusProps} />
        {iepStatus && <IepDocument ctx={ctx} />}
      </TitledFieldset>
    </>
  )
}
