import 'server-only'

type Translate = (key: string, values?: Record<string, string>) => string
type DbError = { code?: string; message?: string } | null

export const STATUS_TABLES = ['profiles', 'classes', 'subjects', 'assignments'] as const
export const BIN_TABLES = ['classes', 'subjects', 'assignments'] as const

/** The page each table's rows live on, for revalidation after a change. */
export const LIST_PATHS: Record<(typeof STATUS_TABLES)[number], string> = {
  profiles: '/teachers',
  classes: '/classes',
  subjects: '/subjects',
  assignments: '/assignments',
}

/**
 * Spec §8: 'Error' with the server's message, or 'An error occurred'. Permission and
 * integrity failures get a sentence in the user's language instead of Postgres English.
 */
export function describeDbError(t: Translate, error: DbError): string {
  switch (error?.code) {
    case '42501':
      return t('status.errors.forbidden')
    case '23503':
      return t('status.errors.parentMissing')
    case '23505':
      return t('status.errors.exists')
    case '23514':
      return t('status.errors.rejected')
    default:
      return error?.message?.trim() || t('status.errors.generic')
  }
}
