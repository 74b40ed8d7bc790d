'use client'
import { useT } from '@/components/i18n/client-messages'
import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { ProfileCheckboxes, ProfileSelect, ProfileText, ProfileTextarea } from './profile-field'

/** Disability: the codes and the details of the primary one. */
export function DisabilityTab() {
  const t = useT('profile')
  return (
    <TitledFieldset legend={t('sections.disability')}>
      <ProfileCheckboxes id="profile-disabilities" name="disabilities" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileSelect id="profile-primary-disability" name="disabilityDetails.primaryDisability" />
        <ProfileSelect id="profile-severity" name="disabilityDetails.severity" />
        <ProfileText
          id="profile-diagnosis-date"
          name="disabilityDetails.diagnosisDate"
          type="date"
        />
      </div>
      <ProfileTextarea
        id="profile-disability-description"
        name="disabilityDetails.description"
        rows={3}
      />
    </TitledFieldset>
  )
}

/** Accommodations: the accommodation codes and the assistive technology in use. */
export function AccommodationsTab() {
  const t = useT('profile')
  return (
    <>
      <TitledFieldset legend={t('sections.accommodations')}>
        <ProfileCheckboxes id="profile-accommodations" name="accommodationsNeeded" />
      </TitledFieldset>
      <TitledFieldset legend={t('sections.assistive')}>
        <ProfileTextarea
          id="profile-assistive"
          name="assistiveTechnology"
          hint={t('linesHint')}
          rows={3}
        />
      </TitledFieldset>
    </>
  )
}

/** Support: the support services the student receives. */
export function SupportTab() {
  const t = useT('profile')
  return (
    <TitledFieldset legend={t('sections.support')}>
      <ProfileCheckboxes id="profile-support" name="supportServices" />
    </TitledFieldset>
  )
}
