/** The seeded demo accounts (supabase/seed.sql); printed by `npm run dev`. */
export const DEMO_PASSWORD = 'Oppi-demo-2026'

export const DEMO_LOGINS = [
  { role: 'principal', email: 'principal@demo.oppi.test' },
  { role: 'teacher', email: 'teacher@demo.oppi.test' },
  { role: 'student', email: 'student@demo.oppi.test' },
  { role: 'parent', email: 'parent@demo.oppi.test' },
  { role: 'principal (second school)', email: 'principal@other.oppi.test' },
] as const
