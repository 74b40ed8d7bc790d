import 'server-only'
import { z } from 'zod'
import type { ServerSupabase } from '@/lib/supabase/server'
import type { Role } from '@/lib/auth/roles'

const count = z.coerce.number().int().nonnegative().catch(0)

const classOptions = z.array(z.object({ id: z.string(), name: z.string() })).catch([])
const principalStats = z.object({
  teachers: count,
  classes: count,
  active_classes: count,
  students: count,
  subjects: count,
  /** The school's classes by name, when asked for (a class filter beside the tiles). */
  class_options: classOptions,
})
const teacherStats = z.object({
  classes: count,
  students: count,
  active_classes: count,
  subjects: count,
  assignments: count,
  active_assignments: count,
})
const studentStats = z.object({
  enrolled_classes: count,
  submissions: count,
  quizzes: count,
  average_score: z.coerce.number().nullable().catch(null),
})

export type DashboardStats =
  | { role: 'principal'; stats: z.infer<typeof principalStats> }
  | { role: 'teacher'; stats: z.infer<typeof teacherStats> }
  | { role: 'student'; stats: z.infer<typeof studentStats> }

/**
 * The dashboard stats tiles' numbers. Null when the role has none or the call fails. With
 * `withClasses`, a principal's answer also names the school's classes, in the same request.
 */
export async function getDashboardStats(
  supabase: ServerSupabase,
  role: Role,
  opts: { withClasses?: boolean } = {},
): Promise<DashboardStats | null> {
  if (role === 'parent') return null
  const { data, error } =
    role === 'principal'
      ? await supabase.rpc('principal_stats', { with_classes: opts.withClasses === true })
      : await supabase.rpc(`${role}_stats`)
  if (error || data == null) return null
  const row = Array.isArray(data) ? data[0] : data
  switch (role) {
    case 'principal':
      return { role, stats: principalStats.parse(row ?? {}) }
    case 'teacher':
      return { role, stats: teacherStats.parse(row ?? {}) }
    case 'student':
      return { role, stats: studentStats.parse(row ?? {}) }
  }
}
