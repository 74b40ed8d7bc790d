'use client'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { IepDocument } from './iep-document'
import type { ProfileFormContext } from './form-context'
import { ProfileTextarea } from './profile-field'
import { ProfileSection } from './profile-section'

/** The medical lists, one entry a line. */
const LISTS = ['allergies', 'medications', 'medicalConditions'] as const
const LIST_IDS: Record<(typeof LISTS)[number], string> = {
  allergies: 'profile-allergies',
  medications: 'profile-medications',
  medicalConditions: 'profile-conditions',
}

/** Medical: allergies, medications, conditions, emergency information; the IEP and its document. */
export function MedicalTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  const iepStatus = ctx.form.watch('iepStatus')
  const { error: _iepError, ...iepStatusProps } = field('iepStatus')
  return (
    <>
      <ProfileSection name="medical">
        {LISTS.map((list) => (
          <ProfileTextarea
            key={list}
            id={LIST_IDS[list]}
            name={`medicalInformation.${list}`}
            hint={t('linesHint')}
            rows={2}
          />
        ))}
        <ProfileTextarea
          id="profile-emergency-info"
          name="medicalInformation.emergencyMedicalInfo"
          rows={3}
        />
      </ProfileSection>
      <ProfileSection name="iep">
        <CheckboxField id="profile-iep-status" label={t('fields.iepStatus')} {...iepStatusProps} />
        {iepStatus && <IepDocument ctx={ctx} />}
      </ProfileSection>
    </>
  )
}
