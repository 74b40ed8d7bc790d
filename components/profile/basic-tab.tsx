'use client'
import { useT } from '@/components/i18n/client-messages'
import { TextField } from '@/components/forms/text-field'
import { GRADES } from '@/lib/profile/options'
import { EmergencyContacts } from './emergency-contacts'
import type { ProfileFormContext } from './form-context'
import { ProfileSelect, ProfileText } from './profile-field'
import { ProfilePicture } from './profile-picture'
import { ProfileSection } from './profile-section'

const PAIR = 'grid gap-4 sm:grid-cols-2'

/**
 * Basic Info: the profile picture (one's own profile), personal details, address, the
 * guardian card (students), emergency contacts.
 */
export function BasicTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const grades = GRADES.map((grade) => ({ value: grade, label: t('grade', { grade }) }))
  return (
    <>
      {ctx.own && <ProfilePicture ctx={ctx} />}
      <ProfileSection name="personal">
        <div className={PAIR}>
          <ProfileText id="profile-first-name" name="firstName" autoComplete="given-name" />
          <ProfileText id="profile-last-name" name="lastName" autoComplete="family-name" />
        </div>
        <TextField
          id="profile-email"
          label={t('fields.email')}
          hint={t('fields.emailNote')}
          value={ctx.email}
          readOnly
        />
        {ctx.isPrincipal && ctx.own && (
          <ProfileText
            id="profile-school"
            name="schoolName"
            hint={t('fields.schoolNameHint')}
            autoComplete="organization"
          />
        )}
        <div className={PAIR}>
          <ProfileText id="profile-dob" name="dateOfBirth" type="date" />
          <ProfileSelect id="profile-gender" name="gender" />
          <ProfileText id="profile-phone" name="phoneNumber" type="tel" autoComplete="tel" />
          {ctx.isStudent && <ProfileSelect id="profile-grade" name="gradeLevel" options={grades} />}
        </div>
        {ctx.isStudent && (
          <ProfileText
            id="profile-parent-email"
            name="parentEmail"
            type="email"
            autoComplete="off"
          />
        )}
      </ProfileSection>
      <ProfileSection name="address">
        <ProfileText id="profile-street" name="address.street" autoComplete="street-address" />
        <div className={PAIR}>
          <ProfileText id="profile-zip" name="address.zipCode" autoComplete="postal-code" />
          <ProfileText id="profile-city" name="address.city" autoComplete="address-level2" />
          <ProfileText id="profile-state" name="address.state" autoComplete="address-level1" />
          <ProfileText id="profile-country" name="address.country" autoComplete="country-name" />
        </div>
      </ProfileSection>
      {ctx.isStudent && (
        <ProfileSection name="guardian">
          <ProfileText id="profile-guardian-name" name="guardianName" autoComplete="off" />
          <div className={PAIR}>
            <ProfileText
              id="profile-guardian-email"
              name="guardianEmail"
              type="email"
              autoComplete="off"
            />
            <ProfileText
              id="profile-guardian-phone"
              name="guardianPhone"
              type="tel"
              autoComplete="off"
            />
          </div>
        </ProfileSection>
      )}
      <EmergencyContacts form={ctx.form} />
    </>
  )
}
