import { isStaff, type Role } from '@/lib/auth/roles'

/**
 * What the command palette may search for each role, and where each record found opens. Only
 * records with a page of their own in that role's part of the app are searched; row-level
 * security still decides which rows come back.
 */
export type RecordKind = 'class' | 'subject' | 'assignment' | 'student'

export type PaletteRecord = { kind: RecordKind; id: string; label: string; href: string }

/** How many records of each kind one search returns at most. */
export const RECORDS_PER_KIND = 5

const SCOPES: Record<Role, readonly RecordKind[]> = {
  principal: ['class', 'subject', 'assignment', 'student'],
  teacher: ['class', 'subject', 'assignment', 'student'],
  student: ['class', 'subject', 'assignment'],
  parent: [],
}

export const searchScopes = (role: Role): readonly RecordKind[] => SCOPES[role]

const withQuery = (path: string, q: string) => `${path}?${new URLSearchParams({ q })}`

/** The page a found record opens for this role: its own page, or its list filtered to it. */
export function recordHref(
  role: Role,
  kind: RecordKind,
  row: { id: string; label: string },
): string {
  const staff = isStaff(role)
  switch (kind) {
    case 'class':
      return staff ? `/classes/${row.id}` : '/student/classes'
    case 'subject':
      return staff ? withQuery('/subjects', row.label) : `/student/subjects/${row.id}`
    case 'assignment':
      return staff ? withQuery('/assignments', row.label) : '/student/assignments'
    case 'student':
      return `/students/${row.id}`
  }
}
