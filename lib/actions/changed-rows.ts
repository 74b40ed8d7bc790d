import type { Translate } from '@/lib/i18n/message-keys'
import { describeDbError, type ServerError } from './errors'

/**
 * The result of an update or delete that selected the rows it changed. Row-level security
 * hides a row the caller may not change, so no row changed means refused: `none` says how
 * ("not allowed" unless told). A database refusal is said in the reader's words. On success
 * `refresh` renders the affected pages again and the action returns `done` (its toast).
 */
export function changedRows<T extends { message: string }>(
  t: Translate,
  { data, error }: { data: unknown[] | null; error: ServerError },
  done: T,
  { refresh, none }: { refresh?: () => void; none?: string } = {},
) {
  if (error) return { ok: false as const, error: describeDbError(t, error) }
  if (!data?.length) return { ok: false as const, error: none ?? t('status.errors.forbidden') }
  refresh?.()
  return { ok: true as const, data: done }
}
