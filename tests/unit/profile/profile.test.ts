import { describe, expect, it } from 'vitest'
import { toFormValues, toRows, type ProfileRow, type SensitiveRow } from '@/lib/profile/rows'
import {
  cleanFileName,
  folderIds,
  sizeProblem,
  storedType,
  attachmentHeader,
} from '@/lib/files/rules'
import { profileSchema, type ProfileInput } from '@/lib/validation/profile'

const ID = '11111111-1111-1111-1111-111111111111'
const blank = (): ProfileInput =>
  toFormValues(null, null, { profileId: ID, firstName: 'Aino', lastName: 'Mäkinen' })
// Every message per dotted path, as lib/actions/define-action.ts reports them.
const errors = (input: unknown) => {
  const r = profileSchema.safeParse(input)
  const out: Record<string, string> = {}
  for (const issue of r.error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message
  return out
}

describe('profileSchema', () => {
  it('accepts the defaults with a name, and saves an untouched first contact row as no contact', () => {
    const r = profileSchema.safeParse(blank())
    expect(r.success).toBe(true)
    expect(r.data?.emergencyContacts).toEqual([])
    expect(r.data?.firstName).toBe('Aino')
  })
  it('requires first and last name', () => {
    expect(errors({ ...blank(), firstName: ' ', lastName: '' })).toEqual({
      firstName: 'account.firstNameRequired',
      lastName: 'account.lastNameRequired',
    })
  })
  it('takes an empty or a valid e-mail for guardian, parent and contact e-mails', () => {
    const bad = {
      ...blank(),
      guardianEmail: 'nope',
      parentEmail: 'x@',
      emergencyContacts: [{ name: 'A', relationship: 'B', phone: '1', email: 'bad' }],
    }
    expect(errors(bad)).toEqual({
      guardianEmail: 'account.invalidEmail',
      parentEmail: 'account.invalidEmail',
      'emergencyContacts.0.email': 'account.invalidEmail',
    })
    expect(errors({ ...blank(), guardianEmail: 'g@example.test', parentEmail: '' })).toEqual({})
  })
  it('needs name, relationship and phone of a contact that has anything in it', () => {
    const input = {
      ...blank(),
      emergencyContacts: [
        { name: '', relationship: '', phone: '', email: '' },
        { name: 'Liisa', relationship: '', phone: '', email: '' },
      ],
    }
    expect(errors(input)).toEqual({
      'emergencyContacts.1.relationship': 'profile.contactRelationshipRequired',
      'emergencyContacts.1.phone': 'profile.contactPhoneRequired',
    })
  })
  it('refuses codes outside the lists, a grade outside 1–12 and a malformed date', () => {
    expect(
      errors({
        ...blank(),
        disabilities: ['flying'],
        gradeLevel: '13',
        dateOfBirth: '2010-13-45',
        accommodationsNeeded: ['nap'],
      }),
    ).toMatchObject({ gradeLevel: 'classes.gradeRange', dateOfBirth: 'invalidDate' })
    expect(
      Object.keys(errors({ ...blank(), disabilities: ['flying'] })).some((k) =>
        k.startsWith('disabilities'),
      ),
    ).toBe(true)
  })
  it('turns the one-per-line lists into lists and a ticked-nothing group into an empty list', () => {
    const r = profileSchema.parse({
      ...blank(),
      medicalInformation: {
        allergies: ' peanuts \n\n pollen',
        medications: '',
        medicalConditions: 'asthma',
        emergencyMedicalInfo: '',
      },
      disabilities: false as never,
      supportServices: 'tutoring' as never,
    })
    expect(r.medicalInformation).toEqual({
      allergies: ['peanuts', 'pollen'],
      medications: [],
      medicalConditions: ['asthma'],
      emergencyMedicalInfo: null,
    })
    expect(r.disabilities).toEqual([])
    expect(r.supportServices).toEqual(['tutoring'])
  })
})

describe('toFormValues / toRows', () => {
  const profile: ProfileRow = {
    id: ID,
    role: 'student',
    first_name: '',
    last_name: 'Virtanen',
    email: 's@x.test',
    school_name: 'S',
    grade_level: 7,
    disabilities: ['adhd'],
    accommodations_needed: ['extended_time'],
    assistive_technology: ['FM system'],
    support_services: [],
    learning_preferences: { learningStyle: 'visual' },
    accessibility_preferences: {},
    communication_preferences: {},
    iep_status: true,
  }
  const sensitive: SensitiveRow = {
    date_of_birth: '2012-05-01',
    gender: null,
    phone_number: null,
    address: { city: 'Tampere' },
    guardian_name: null,
    guardian_email: null,
    guardian_phone: null,
    parent_email: 'p@x.test',
    emergency_contacts: [],
    disability_details: null,
    medical_information: { allergies: ['peanuts', 'pollen'] },
    iep_document_path: null,
    notes: null,
  }

  it('fills a missing name from the session and lists as lines; defaults the preferences', () => {
    const v = toFormValues(profile, sensitive, {
      profileId: ID,
      firstName: 'Session',
      lastName: 'Name',
    })
    expect(v.firstName).toBe('Session')
    expect(v.lastName).toBe('Virtanen')
    expect(v.gradeLevel).toBe('7')
    expect(v.medicalInformation.allergies).toBe('peanuts\npollen')
    expect(v.assistiveTechnology).toBe('FM system')
    expect(v.accessibilityPreferences.fontSize).toBe('medium')
    expect(v.communicationPreferences.preferredLanguage).toBe('english')
    expect(v.emergencyContacts).toHaveLength(1)
  })
  it('round-trips through the schema into rows; the guardian card and grade only for students', () => {
    const parsed = profileSchema.parse(
      toFormValues(profile, sensitive, { profileId: ID, firstName: 'A', lastName: 'B' }),
    )
    const student = toRows(parsed, { isStudent: true })
    expect(student.profile).toMatchObject({
      grade_level: 7,
      disabilities: ['adhd'],
      learning_preferences: { learningStyle: 'visual' },
    })
    expect(student.sensitive).toMatchObject({
      parent_email: 'p@x.test',
      address: { city: 'Tampere' },
      emergency_contacts: [],
    })
    expect(student.sensitive.medical_information).toEqual({
      allergies: ['peanuts', 'pollen'],
      medications: [],
      medicalConditions: [],
    })
    const teacher = toRows(parsed, { isStudent: false })
    expect(teacher.profile).not.toHaveProperty('grade_level')
    expect(teacher.sensitive).not.toHaveProperty('parent_email')
    expect(teacher.sensitive).not.toHaveProperty('guardian_name')
  })
})

describe('file rules', () => {
  it('normalises names to NFC and refuses paths, dot names, control characters and long names', () => {
    expect(cleanFileName('  Cafe\u0301.pdf ')).toBe('Café.pdf')
    for (const bad of [
      '',
      '  ',
      '.',
      '..',
      '../x.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      '/etc/passwd',
      '.env',
      'a\u0000b',
      'x'.repeat(201),
    ]) {
      expect(cleanFileName(bad), JSON.stringify(bad)).toBeNull()
    }
  })
  it('takes exactly the bucket’s folder ids', () => {
    expect(folderIds('iep-documents', [ID])).toEqual([ID])
    expect(folderIds('iep-documents', ['..'])).toBeNull()
    expect(folderIds('iep-documents', [ID, ID])).toBeNull()
    expect(folderIds('submission-files', [ID, ID])).toEqual([ID, ID])
    expect(folderIds('submission-files', [ID, '%2e%2e'])).toBeNull()
  })
  it('decides an IEP document’s type from its bytes; work files are stored as what they are when the work buckets take it', () => {
    expect(storedType('iep-documents', 'application/pdf')).toEqual({ type: 'application/pdf' })
    expect(storedType('iep-documents', 'application/x-cfb')).toEqual({ type: 'application/msword' })
    expect(storedType('iep-documents', undefined)).toEqual({ problem: 'badType' })
    expect(storedType('iep-documents', 'application/x-msdownload')).toEqual({ problem: 'badType' })
    expect(storedType('assignment-files', undefined)).toEqual({ problem: 'badType' })
    expect(storedType('assignment-files', 'application/pdf')).toEqual({ type: 'application/pdf' })
  })
  it('refuses empty files and files over the bucket’s limit', () => {
    expect(sizeProblem('iep-documents', 0)).toBe('empty')
    expect(sizeProblem('iep-documents', 10 * 1024 * 1024)).toBeNull()
    expect(sizeProblem('iep-documents', 10 * 1024 * 1024 + 1)).toBe('tooLarge')
  })
  it('sends a UTF-8 file name safely', () => {
    expect(attachmentHeader('Päätös "1".pdf')).toBe(
      `attachment; filename="P__t_s _1_.pdf"; filename*=UTF-8''P%C3%A4%C3%A4t%C3%B6s%20%221%22.pdf`,
    )
  })
})
