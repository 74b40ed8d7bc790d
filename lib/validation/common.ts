import { z } from 'zod'
import { M } from './messages'

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
export const parseableDate = (value: string) =>
  value.trim() !== '' && !Number.isNaN(Date.parse(value))

/** An e-mail address, trimmed; `requiredMessage` when it is left empty. */
export const email = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(254, M.tooLong).pipe(z.email(M.invalidEmail))

/** A school grade from 1 to 12 typed in a text field; '' is "not given" (null). */
export const optionalGrade = () =>
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return null
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1 || n > 12) {
      ctx.addIssue({ code: 'custom', message: M.gradeRange })
      return z.NEVER
    }
    return n
  })

/** A choice from a list that may be left empty: '' becomes null. */
export const optionalId = (message: string = M.invalidId) =>
  z.union([z.literal(''), id(message)]).transform((value) => value || null)
