'use client'
import { useT } from '@/components/i18n/client-messages'
import { ProfileCheckboxes, ProfileSelect, ProfileText, ProfileTextarea } from './profile-field'
import { ProfileSection } from './profile-section'

/** Disability: the codes and the details of the primary one. */
export function DisabilityTab() {
  return (
    <ProfileSection name="disability">
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
    </ProfileSection>
  )
}

/** Accommodations: the accommodation codes and the assistive technology in use. */
export function AccommodationsTab() {
  const t = useT('profile')
  return (
    <>
      <ProfileSection name="accommodations">
        <ProfileCheckboxes id="profile-accommodations" name="accommodationsNeeded" />
      </ProfileSection>
      <ProfileSection name="assistive">
        <ProfileTextarea
          id="profile-assistive"
          name="assistiveTechnology"
          hint={t('linesHint')}
          rows={3}
        />
      </ProfileSection>
    </>
  )
}

/** Support: the support services the student receives. */
export function SupportTab() {
  return (
    <ProfileSection name="support">
      <ProfileCheckboxes id="profile-support" name="supportServices" />
    </ProfileSection>
  )
}
