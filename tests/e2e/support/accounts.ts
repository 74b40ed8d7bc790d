import type { Role } from '@/lib/auth/roles'

/** The seed's logins (supabase/seed.sql): one a role, and the accounts some flows need besides. */
export const PASSWORD = 'Oppi-demo-2026'
export const USERS = {
  principal: 'principal@demo.oppi.test',
  teacher: 'teacher@demo.oppi.test',
  student: 'student@demo.oppi.test',
  parent: 'parent@demo.oppi.test',
  student2: 'student2@demo.oppi.test',
  otherPrincipal: 'principal@other.oppi.test',
} as const satisfies Record<Role, string> & Record<string, string>

/** Seed ids: the demo student (Aino), Matematiikka 5A (her class), English 6A (revoked). */
export const SEED = {
  demoStudent: '00000000-0000-4000-8000-000000000005',
  math5A: '00000000-0000-4000-8002-000000000021',
  english6ARevoked: '00000000-0000-4000-8002-000000000027',
  /** Matematiikka 5A's fractions practice: due two days ago, inside Aino's extended time. */
  fractions5A: '00000000-0000-4000-8003-000000009003',
}
