import { z } from 'zod'
import { M } from './messages'
import { UUID_RE, email, id } from './common'
import { PASSWORD_MIN } from './auth'

/**
 * The subject id in whatever a student pastes on /join-subject: the bare id, or an
 * enrolment link (absolute or relative) whose path is /enroll-subject with ?subject=<id>.
 * Any other URL is refused, so a pasted look-alike cannot smuggle an id in.
 */
export function parseEnrollmentInput(raw: string): string | null {
  const text = raw.trim()
  if (text === '') return null
  if (UUID_RE.test(text)) return text.toLowerCase()
  let url: URL
  try {
    url = new URL(text, 'https://oppi.invalid')
  } catch {
    return null
  }
  if (url.pathname.replace(/\/+$/, '') !== '/enroll-subject') return null
  const subject = url.searchParams.get('subject')?.trim() ?? ''
  return UUID_RE.test(subject) ? subject.toLowerCase() : null
}

/** The ?subject= of /enroll-subject: a well-formed id or null (→ the Invalid Link screen). */
export function parseSubjectParam(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
  return UUID_RE.test(text) ? text.toLowerCase() : null
}

export const joinSubjectSchema = z.object({
  link: z
    .string()
    .max(2000, M.invalidLink)
    .transform((value, ctx) => {
      const subjectId = parseEnrollmentInput(value)
      if (!subjectId) {
        ctx.addIssue({ code: 'custom', message: M.invalidLink })
        return z.NEVER
      }
      return subjectId
    }),
})
export type JoinSubjectInput = z.input<typeof joinSubjectSchema>

export const enrollSchema = z.object({ subjectId: id(M.invalidLink) })

// Signing in to enrol needs e-mail and password; signing up also first and last name.
export const enrollSignInSchema = z.object({
  email: email(M.emailRequired),
  password: z.string().min(1, M.passwordRequired).max(200, M.tooLong),
})
export type EnrollSignInInput = z.input<typeof enrollSignInSchema>

export const enrollSignUpSchema = z.object({
  subjectId: id(M.invalidLink),
  firstName: z.string().trim().min(1, M.firstNameRequired).max(100, M.tooLong),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(100, M.tooLong),
  email: email(M.emailRequired),
  password: z
    .string()
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordMin)
    .max(200, M.tooLong),
})
export type EnrollSignUpInput = z.input<typeof enrollSignUpSchema>
