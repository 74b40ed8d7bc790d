import type { Json } from '@/lib/database.types'
import type { ProfileInput, ProfileOutput } from '@/lib/validation/profile'

// Between the dialog's form values and the database's rows, both ways. Pure, so the rules
// (fallbacks, the one-per-line lists, dropping empty keys) are unit-tested.

type JsonObject = { [key: string]: Json | undefined }

/** The columns of `profiles` the dialog reads. */
export type ProfileRow = {
  id: string
  role: string
  first_name: string
  last_name: string
  email: string
  school_name: string
  grade_level: number | null
  disabilities: string[]
  accommodations_needed: string[]
  assistive_technology: string[]
  support_services: string[]
  learning_preferences: Json
  accessibility_preferences: Json
  communication_preferences: Json
  iep_status: boolean
}

/** The columns of `profile_sensitive` the dialog reads. */
export type SensitiveRow = {
  date_of_birth: string | null
  gender: string | null
  phone_number: string | null
  address: Json | null
  guardian_name: string | null
  guardian_email: string | null
  guardian_phone: string | null
  parent_email: string | null
  emergency_contacts: Json
  disability_details: Json | null
  medical_information: Json | null
  iep_document_path: string | null
  notes: string | null
}

const obj = (value: Json | null | undefined): JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {}
const str = (value: Json | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const bool = (value: Json | undefined): boolean => value === true
const list = (value: Json | undefined): string =>
  Array.isArray(value) ? value.map(str).filter(Boolean).join('\n') : str(value)

/**
 * The form's values from what was read. A value that is missing falls back to the session's
 * name (first and last name) or to empty; a missing sensitive row gives empty fields.
 */
export function toFormValues(
  profile: ProfileRow | null,
  sensitive: SensitiveRow | null,
  fallback: { profileId: string; firstName: string; lastName: string },
): ProfileInput {
  const address = obj(sensitive?.address)
  const details = obj(sensitive?.disability_details)
  const medical = obj(sensitive?.medical_information)
  const learning = obj(profile?.learning_preferences)
  const access = obj(profile?.accessibility_preferences)
  const comms = obj(profile?.communication_preferences)
  const contacts = Array.isArray(sensitive?.emergency_contacts) ? sensitive.emergency_contacts : []
  return {
    profileId: profile?.id ?? fallback.profileId,
    firstName: profile?.first_name || fallback.firstName,
    lastName: profile?.last_name || fallback.lastName,
    dateOfBirth: sensitive?.date_of_birth ?? '',
    gender: (sensitive?.gender ?? '') as ProfileInput['gender'],
    phoneNumber: sensitive?.phone_number ?? '',
    gradeLevel: profile?.grade_level ? String(profile.grade_level) : '',
    address: {
      street: str(address.street),
      city: str(address.city),
      state: str(address.state),
      zipCode: str(address.zipCode),
      country: str(address.country),
    },
    guardianName: sensitive?.guardian_name ?? '',
    guardianEmail: sensitive?.guardian_email ?? '',
    guardianPhone: sensitive?.guardian_phone ?? '',
    parentEmail: sensitive?.parent_email ?? '',
    // The form always shows a first contact row; left empty it saves as no contact.
    emergencyContacts: (contacts.length ? contacts : [{}]).map((c) => {
      const o = obj(c)
      return {
        name: str(o.name),
        relationship: str(o.relationship),
        phone: str(o.phone),
        email: str(o.email),
      }
    }),
    disabilities: (profile?.disabilities ?? []) as ProfileInput['disabilities'],
    disabilityDetails: {
      primaryDisability: str(
        details.primaryDisability,
      ) as ProfileInput['disabilityDetails']['primaryDisability'],
      diagnosisDate: str(details.diagnosisDate),
      severity: str(details.severity) as ProfileInput['disabilityDetails']['severity'],
      description: str(details.description),
    },
    medicalInformation: {
      allergies: list(medical.allergies),
      medications: list(medical.medications),
      medicalConditions: list(medical.medicalConditions),
      emergencyMedicalInfo: str(medical.emergencyMedicalInfo),
    },
    schoolName: profile?.role === 'principal' ? (profile.school_name ?? '') : undefined,
    iepStatus: profile?.iep_status === true,
    accommodationsNeeded: (profile?.accommodations_needed ??
      []) as ProfileInput['accommodationsNeeded'],
    assistiveTechnology: list(profile?.assistive_technology),
    supportServices: (profile?.support_services ?? []) as ProfileInput['supportServices'],
    learningPreferences: {
      learningStyle: str(
        learning.learningStyle,
      ) as ProfileInput['learningPreferences']['learningStyle'],
      communicationMethod: str(
        learning.communicationMethod,
      ) as ProfileInput['learningPreferences']['communicationMethod'],
      attentionSpan: str(learning.attentionSpan),
      processingSpeed: str(learning.processingSpeed),
    },
    accessibilityPreferences: {
      fontSize: (str(access.fontSize) ||
        'medium') as ProfileInput['accessibilityPreferences']['fontSize'],
      highContrast: bool(access.highContrast),
      screenReader: bool(access.screenReader),
      voiceCommands: bool(access.voiceCommands),
      subtitles: bool(access.subtitles),
    },
    communicationPreferences: {
      preferredLanguage: (str(comms.preferredLanguage) ||
        'english') as ProfileInput['communicationPreferences']['preferredLanguage'],
      communicationMethod: (str(comms.communicationMethod) ||
        'verbal') as ProfileInput['communicationPreferences']['communicationMethod'],
      parentalCommunication: (str(comms.parentalCommunication) ||
        'email') as ProfileInput['communicationPreferences']['parentalCommunication'],
    },
    notes: sensitive?.notes ?? '',
  }
}

/** An object without its null keys (a cleared choice is stored as an absent key). */
function compact<T extends Record<string, unknown>>(value: T): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as JsonObject
}

/**
 * The parsed form as column values of `profiles` and `profile_sensitive`. Grade level and the
 * guardian card are a student's only: for anyone else they are left out, never cleared.
 */
export function toRows(input: ProfileOutput, { isStudent }: { isStudent: boolean }) {
  const profile = {
    first_name: input.firstName,
    last_name: input.lastName,
    disabilities: input.disabilities,
    accommodations_needed: input.accommodationsNeeded,
    assistive_technology: input.assistiveTechnology,
    support_services: input.supportServices,
    learning_preferences: compact(input.learningPreferences),
    accessibility_preferences: compact(input.accessibilityPreferences),
    communication_preferences: compact(input.communicationPreferences),
    iep_status: input.iepStatus,
    ...(isStudent ? { grade_level: input.gradeLevel } : {}),
  }
  const sensitive = {
    date_of_birth: input.dateOfBirth,
    gender: input.gender,
    phone_number: input.phoneNumber,
    address: compact(input.address),
    emergency_contacts: input.emergencyContacts.map((c) => compact(c)),
    disability_details: compact(input.disabilityDetails),
    medical_information: compact(input.medicalInformation),
    notes: input.notes,
    ...(isStudent
      ? {
          guardian_name: input.guardianName,
          guardian_email: input.guardianEmail,
          guardian_phone: input.guardianPhone,
          parent_email: input.parentEmail,
        }
      : {}),
  }
  return { profile, sensitive }
}
