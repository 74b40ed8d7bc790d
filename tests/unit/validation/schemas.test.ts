import { describe, expect, it } from 'vitest'
import { assignmentSchema, assignmentUpdateSchema } from '@/lib/validation/assignments'
import { registerSchema, signInSchema, totpCodeSchema } from '@/lib/validation/auth'
import { classSchema } from '@/lib/validation/classes'
import { gradeSchema } from '@/lib/validation/grading'
import { enrollmentLinkSchema } from '@/lib/validation/subjects'
import { submissionSchema } from '@/lib/validation/submissions'
import { enrollSignUpSchema, joinSubjectSchema } from '@/lib/validation/enrollment'

const SUBJECT = '22222222-2222-2222-2222-222222222222'
const future = new Date(Date.now() + 3 * 86400000).toISOString()
const past = new Date(Date.now() - 86400000).toISOString()
// First message per field, as lib/actions/define-action.ts reports them.
const messages = (r: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => {
  const out: Record<string, string> = {}
  for (const issue of r.error?.issues ?? []) out[String(issue.path[0] ?? '')] ??= issue.message
  return out
}

describe('assignmentSchema', () => {
  const good = {
    title: 'Essay',
    instructions: '',
    dueAt: future,
    maxScore: '10',
    subjectId: SUBJECT,
  }

  it('accepts a good assignment and normalises it', () => {
    const r = assignmentSchema.safeParse(good)
    expect(r.success).toBe(true)
    expect(r.data).toMatchObject({ title: 'Essay', instructions: null, maxScore: 10 })
  })
  it('refuses an empty title', () => {
    expect(messages(assignmentSchema.safeParse({ ...good, title: '   ' }))).toEqual({
      title: 'assignments.titleRequired',
    })
  })
  it('refuses a due date in the past', () => {
    expect(messages(assignmentSchema.safeParse({ ...good, dueAt: past }))).toEqual({
      dueAt: 'assignments.dueInPast',
    })
  })
  it('refuses a non-positive max score', () => {
    expect(messages(assignmentSchema.safeParse({ ...good, maxScore: '0' }))).toEqual({
      maxScore: 'assignments.maxScoreRange',
    })
  })
  it('refuses a missing subject', () => {
    expect(messages(assignmentSchema.safeParse({ ...good, subjectId: '' }))).toEqual({
      subjectId: 'assignments.chooseSubject',
    })
  })
  it('lets an edit keep a passed due date or set another past one, and still checks the rest', () => {
    const edit = { ...good, id: SUBJECT, dueAt: past }
    expect(assignmentUpdateSchema.safeParse(edit).success).toBe(true)
    const moved = { ...edit, dueAt: new Date(Date.now() - 2 * 86400000).toISOString() }
    expect(assignmentUpdateSchema.safeParse(moved).success).toBe(true)
    expect(messages(assignmentUpdateSchema.safeParse({ ...edit, title: ' ' }))).toEqual({
      title: 'assignments.titleRequired',
    })
    expect(messages(assignmentUpdateSchema.safeParse({ ...edit, dueAt: 'not a date' }))).toEqual({
      dueAt: 'invalidDate',
    })
  })
})

describe('gradeSchema', () => {
  const base = { submissionId: SUBJECT, maxScore: 10, feedback: 'Good' }
  it('accepts 0 and the max, and a decimal comma', () => {
    expect(gradeSchema.safeParse({ ...base, score: '0' }).success).toBe(true)
    expect(gradeSchema.safeParse({ ...base, score: '10' }).success).toBe(true)
    expect(gradeSchema.parse({ ...base, score: '7,5' }).score).toBe(7.5)
  })
  it('refuses a score above the max or below 0', () => {
    expect(messages(gradeSchema.safeParse({ ...base, score: '10.5' }))).toEqual({
      score: 'grading.scoreAboveMax',
    })
    expect(messages(gradeSchema.safeParse({ ...base, score: '-1' }))).toEqual({
      score: 'grading.scoreMin',
    })
  })
  it('refuses an empty or non-numeric score', () => {
    expect(messages(gradeSchema.safeParse({ ...base, score: '' }))).toEqual({
      score: 'grading.scoreRequired',
    })
    expect(messages(gradeSchema.safeParse({ ...base, score: 'abc' }))).toEqual({
      score: 'grading.scoreRequired',
    })
  })
})

describe('classSchema', () => {
  it('refuses an empty name and a grade outside 1..12', () => {
    const r = classSchema.safeParse({ name: '', description: '', gradeLevel: '13', teacherId: '' })
    expect(messages(r)).toEqual({ name: 'nameRequired', gradeLevel: 'classes.gradeRange' })
  })
  it('turns blanks into nulls', () => {
    expect(
      classSchema.parse({ name: '7A', description: ' ', gradeLevel: '', teacherId: '' }),
    ).toEqual({
      name: '7A',
      description: null,
      gradeLevel: null,
      teacherId: null,
    })
  })
})

describe('enrollmentLinkSchema', () => {
  it('refuses an expiry in the past when opening', () => {
    expect(
      messages(
        enrollmentLinkSchema.safeParse({ subjectId: SUBJECT, mode: 'open', expiresAt: past }),
      ),
    ).toEqual({
      expiresAt: 'subjects.expiryInPast',
    })
  })
  it('accepts no expiry and revoking', () => {
    expect(
      enrollmentLinkSchema.safeParse({ subjectId: SUBJECT, mode: 'open', expiresAt: '' }).success,
    ).toBe(true)
    expect(
      enrollmentLinkSchema.safeParse({ subjectId: SUBJECT, mode: 'revoke', expiresAt: past })
        .success,
    ).toBe(true)
  })
})

describe('submission and sign-up schemas', () => {
  it('refuses an empty answer', () => {
    expect(messages(submissionSchema.safeParse({ assignmentId: SUBJECT, content: '  ' }))).toEqual({
      content: 'submissions.answerRequired',
    })
  })
  it('requires names, e-mail and password on sign-up', () => {
    const r = enrollSignUpSchema.safeParse({
      subjectId: SUBJECT,
      firstName: '',
      lastName: '',
      email: 'x',
      password: '',
    })
    expect(messages(r)).toEqual({
      firstName: 'account.firstNameRequired',
      lastName: 'account.lastNameRequired',
      email: 'account.invalidEmail',
      password: 'account.passwordRequired',
    })
  })
  it('parses the pasted link to the subject id', () => {
    expect(
      joinSubjectSchema.parse({ link: `https://x.test/enroll-subject?subject=${SUBJECT}` }),
    ).toEqual({ link: SUBJECT })
    expect(messages(joinSubjectSchema.safeParse({ link: 'nonsense' }))).toEqual({
      link: 'enrollment.invalidLink',
    })
  })
})

describe('auth schemas (shared by forms and actions)', () => {
  it('sign-in trims the email and reports message keys', () => {
    expect(signInSchema.parse({ email: ' a@b.fi ', password: 'x' })).toMatchObject({
      email: 'a@b.fi',
    })
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'account.invalidEmail',
      password: 'required',
    })
  })

  it('registration names each missing field', () => {
    expect(
      messages(
        registerSchema.safeParse({
          firstName: ' ',
          lastName: '',
          email: '',
          password: 'short',
          role: '',
          schoolName: 'a',
        }),
      ),
    ).toEqual({
      firstName: 'account.firstNameRequired',
      lastName: 'account.lastNameRequired',
      email: 'required',
      password: 'account.passwordMin',
      role: 'account.roleRequired',
      schoolName: 'account.schoolNameRequired',
    })
    expect(
      registerSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.fi',
        password: 'long enough',
        role: 'teacher',
        schoolName: 'Demo',
      }).success,
    ).toBe(true)
  })

  it('TOTP codes accept pasted spaces but need six digits', () => {
    expect(totpCodeSchema.parse({ factorId: 'f', code: '123 456' })).toMatchObject({
      code: '123456',
    })
    expect(messages(totpCodeSchema.safeParse({ factorId: 'f', code: '12345a' }))).toEqual({
      code: 'account.codeFormat',
    })
  })
})
