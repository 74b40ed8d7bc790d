/** Tables whose rows can be switched active/inactive. */
export const STATUS_TABLES = ['profiles', 'classes', 'subjects', 'assignments'] as const
/** Tables whose rows can be moved to the bin. */
export const BIN_TABLES = ['classes', 'subjects', 'assignments', 'videos'] as const

/** The page each table's rows live on, for revalidation after a change. */
export const LIST_PATHS: Record<(typeof STATUS_TABLES)[number], string> = {
  profiles: '/teachers',
  classes: '/classes',
  subjects: '/subjects',
  assignments: '/assignments',
}
