import { z } from 'zod'
import {
  ACCESSIBILITY_FLAGS,
  ACCOMMODATIONS,
  COMMUNICATION_METHODS,
  DISABILITIES,
  FONT_SIZES,
  GENDERS,
  LANGUAGES,
  LEARNING_STYLES,
  MAX_CONTACTS,
  PARENTAL_COMMUNICATION,
  SEVERITIES,
  SUPPORT_SERVICES,
} from '@/lib/profile/options'
import { id, optionalText } from './common'
import { M } from './messages'

// The profile dialog's one schema: the form validates with it in the browser and the server
// action parses with it. The form holds strings, booleans and string lists; the output is
// the database's shape (null for "not given", lists for the one-per-line fields).

/** '' or one of the choices; '' becomes null. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.enum(values)]).transform((value) => (value === '' ? null : value))

/** A list of codes, each from `values` (checkbox groups send false when none is ticked). */
const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.array(z.enum(values)), z.literal(false), z.enum(values)])
    .transform((value) =>
      value === false ? [] : Array.isArray(value) ? [...new Set(value)] : [value],
    )

/** An e-mail address or nothing. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, M.tooLong)
  .refine((value) => value === '' || z.email().safeParse(value).success, M.invalidEmail)
  .transform((value) => (value === '' ? null : value))

/** A textarea with one entry per line, stored as a list. */
const lines = z
  .string()
  .max(4000, M.tooLong)
  .transform((value) =>
    value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )

const dateOnly = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
    M.invalidDate,
  )
  .transform((value) => (value === '' ? null : value))

const contactText = (max: number) => z.string().trim().max(max, M.tooLong)

/**
 * One emergency contact. A row left wholly empty is no contact (the form always shows a first
 * row); a row with anything in it needs a name, a relationship and a phone number.
 */
const contact = z
  .object({
    name: contactText(200),
    relationship: contactText(100),
    phone: contactText(40),
    email: optionalEmail,
  })
  .superRefine((row, ctx) => {
    if (!row.name && !row.relationship && !row.phone && !row.email) return
    if (!row.name) ctx.addIssue({ code: 'custom', path: ['name'], message: M.contactNameRequired })
    if (!row.relationship)
      ctx.addIssue({
        code: 'custom',
        path: ['relationship'],
        message: M.contactRelationshipRequired,
      })
    if (!row.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: M.contactPhoneRequired })
  })

export const profileSchema = z.object({
  profileId: id(),
  firstName: z.string().trim().min(1, M.firstNameRequired).max(100, M.tooLong),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(100, M.tooLong),
  // The school's name: a principal renames their school here; others never send it.
  schoolName: z.string().trim().min(2, M.schoolNameShort).max(200, M.tooLong).optional(),
  dateOfBirth: dateOnly,
  gender: choice(GENDERS),
  phoneNumber: optionalText(40),
  gradeLevel: z
    .string()
    .trim()
    .refine((value) => value === '' || /^(?:[1-9]|1[0-2])$/.test(value), M.gradeRange)
    .transform((value) => (value === '' ? null : Number(value))),
  address: z.object({
    street: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    country: optionalText(100),
  }),
  guardianName: optionalText(200),
  guardianEmail: optionalEmail,
  guardianPhone: optionalText(40),
  parentEmail: optionalEmail,
  emergencyContacts: z
    .array(contact)
    .max(MAX_CONTACTS, M.tooMany)
    .transform((rows) =>
      rows.filter((row) => row.name || row.relationship || row.phone || row.email),
    ),
  disabilities: codes(DISABILITIES),
  disabilityDetails: z.object({
    primaryDisability: choice(DISABILITIES),
    diagnosisDate: dateOnly,
    severity: choice(SEVERITIES),
    description: optionalText(2000),
  }),
  medicalInformation: z.object({
    allergies: lines,
    medications: lines,
    medicalConditions: lines,
    emergencyMedicalInfo: optionalText(2000),
  }),
  iepStatus: z.boolean(),
  accommodationsNeeded: codes(ACCOMMODATIONS),
  assistiveTechnology: lines,
  supportServices: codes(SUPPORT_SERVICES),
  learningPreferences: z.object({
    learningStyle: choice(LEARNING_STYLES),
    communicationMethod: choice(COMMUNICATION_METHODS),
    attentionSpan: optionalText(100),
    processingSpeed: optionalText(100),
  }),
  accessibilityPreferences: z.object({
    fontSize: choice(FONT_SIZES),
    ...(Object.fromEntries(ACCESSIBILITY_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      (typeof ACCESSIBILITY_FLAGS)[number],
      z.ZodBoolean
    >),
  }),
  communicationPreferences: z.object({
    preferredLanguage: choice(LANGUAGES),
    communicationMethod: choice(COMMUNICATION_METHODS),
    parentalCommunication: choice(PARENTAL_COMMUNICATION),
  }),
  notes: optionalText(10000),
})

export type ProfileInput = z.input<typeof profileSchema>
export type ProfileOutput = z.output<typeof profileSchema>
