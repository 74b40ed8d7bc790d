import { z } from 'zod'

// Error messages are keys of the `validation.daily` messages namespace (messages/en.json, messages/fi.json).
// lib/actions/define-action.ts translates `validation.<message>` on the server and the
// forms translate the same key on the client, so one schema speaks both languages.
export const M = {
  required: 'daily.required',
  nameRequired: 'daily.nameRequired',
  titleRequired: 'daily.titleRequired',
  tooLong: 'daily.tooLong',
  invalidId: 'daily.invalidId',
  chooseClass: 'daily.chooseClass',
  chooseSubject: 'daily.chooseSubject',
  chooseTeacher: 'daily.chooseTeacher',
  dueRequired: 'daily.dueRequired',
  invalidDate: 'daily.invalidDate',
  dueInPast: 'daily.dueInPast',
  expiryInPast: 'daily.expiryInPast',
  maxScoreRange: 'daily.maxScoreRange',
  scoreRequired: 'daily.scoreRequired',
  scoreMin: 'daily.scoreMin',
  scoreAboveMax: 'daily.scoreAboveMax',
  gradeRange: 'daily.gradeRange',
  answerRequired: 'daily.answerRequired',
  invalidLink: 'daily.invalidLink',
  emailRequired: 'daily.emailRequired',
  invalidEmail: 'daily.invalidEmail',
  passwordRequired: 'daily.passwordRequired',
  passwordMin: 'daily.passwordMin',
  firstNameRequired: 'daily.firstNameRequired',
  lastNameRequired: 'daily.lastNameRequired',
} as const

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Any Postgres uuid (the seed uses fixed, non-RFC ids, so no version check). */
export const id = (message: string = M.invalidId) => z.string().trim().regex(UUID_RE, message)

/** An optional text field: '' and whitespace become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, M.tooLong)
    .transform((value) => (value.trim() === '' ? null : value.trim()))

/** A datetime the browser or the server can parse; '' is "not given". */
export const parseableDate = (value: string) => value.trim() !== '' && !Number.isNaN(Date.parse(value))

/** Page number and search term from the URL, clamped, for the server-side list readers. */
export const listParamsSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
})
export type ListParams = z.output<typeof listParamsSchema>

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Rows per list page: well under the 50-row ceiling, still a useful screenful. */
export const PAGE_SIZE = 25

/** The inclusive `range()` bounds of a 1-based page. */
export function pageRange(page: number, size = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size
  return [from, from + size - 1]
}

/**
 * A search term safe inside a PostgREST filter value: characters with meaning in the
 * filter grammar (, ( ) " * % \) are dropped, so a search can only ever match text.
 */
export function searchTerm(q: string): string {
  return q.replace(/[,()"*%\\:]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)
}
