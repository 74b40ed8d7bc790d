'use client'
import { useT } from '@/components/i18n/client-messages'
import { SelectField } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { GENDERS, GRADES } from '@/lib/profile/options'
import { EmergencyContacts } from './emergency-contacts'
import { choices } from './field-helpers'
import type { ProfileFormContext } from './form-context'
import { ProfilePicture } from './profile-picture'

/**
 * Basic Info: the profile picture (one's own profile), personal details, address, the
 * guardian card (students), emergency contacts.
 */
export function BasicTab({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const field = useFieldProps(ctx.form)
  return (
    <>
      {ctx.own && <ProfilePicture ctx={ctx} />}
      <TitledFieldset legend={t('sections.personal')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-first-name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            id="profile-last-name"
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <TextField
          id="profile-email"
          label={t('fields.email')}
          hint={t('fields.emailNote')}
          value={ctx.email}
          readOnly
        />
        {ctx.isPrincipal && ctx.own && (
          <TextField
            id="profile-school"
            label={t('fields.schoolName')}
            hint={t('fields.schoolNameHint')}
            autoComplete="organization"
            {...field('schoolName')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-dob"
            type="date"
            label={t('fields.dateOfBirth')}
            {...field('dateOfBirth')}
          />
          <SelectField
            id="profile-gender"
            label={t('fields.gender')}
            empty={t('choose')}
            options={choices(t, 'gender', GENDERS)}
            {...field('gender')}
          />
          <TextField
            id="profile-phone"
            type="tel"
            label={t('fields.phoneNumber')}
            autoComplete="tel"
            {...field('phoneNumber')}
          />
          {ctx.isStudent && (
            <SelectField
              id="profile-grade"
              label={t('fields.gradeLevel')}
              empty={t('choose')}
              options={GRADES.map((grade) => ({ value: grade, label: t('grade', { grade }) }))}
              {...field('gradeLevel')}
            />
          )}
        </div>
        {ctx.isStudent && (
          <TextField
            id="profile-parent-email"
            type="email"
            label={t('fields.parentEmail')}
            autoComplete="off"
            {...field('parentEmail')}
          />
        )}
      </TitledFieldset>
      <TitledFieldset legend={t('sections.address')}>
        <TextField
          id="profile-street"
          label={t('fields.street')}
          autoComplete="street-address"
          {...field('address.street')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-zip"
            label={t('fields.zipCode')}
            autoComplete="postal-code"
            {...field('address.zipCode')}
          />
          <TextField
            id="profile-city"
            label={t('fields.city')}
            autoComplete="address-level2"
            {...field('address.city')}
          />
          <TextField
            id="profile-state"
            label={t('fields.state')}
            autoComplete="address-level1"
            {...field('address.state')}
          />
          <TextField
            id="profile-country"
            label={t('fields.country')}
            autoComplete="country-name"
            {...field('address.country')}
          />
        </div>
      </TitledFieldset>
      {ctx.isStudent && (
        <TitledFieldset legend={t('sections.guardian')}>
          <TextField
            id="profile-guardian-name"
            label={t('fields.guardianName')}
            autoComplete="off"
            {...field('guardianName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="profile-guardian-email"
              type="email"
              label={t('fields.guardianEmail')}
              autoComplete="off"
              {...field('guardianEmail')}
            />
            <TextField
              id="profile-guardian-phone"
              type="tel"
              label={t('fields.guardianPhone')}
              autoComplete="off"
              {...field('guardianPhone')}
            />
          </div>
        </TitledFieldset>
      )}
      <EmergencyContacts form={ctx.form} />
    </>
  )
}
