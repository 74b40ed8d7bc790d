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
export const parseableDate = (value: string) => value.trim() !== '' && !Number.isNaN(Date.parse(value))

/** An e-mail address, trimmed; `requiredMessage` when it is left empty. */
export const email = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(254, M.tooLong).pipe(z.email(M.invalidEmail))
