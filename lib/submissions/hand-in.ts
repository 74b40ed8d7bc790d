import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'

export type HandInOutcome =
  | { outcome: 'submitted' | 'updated' | 'alreadyGraded' | 'refused' }
  | { outcome: 'readFailed' | 'writeFailed'; error: { code?: string; message: string } }

/**
 * A student's hand-in of a text answer, as the student: their answer is replaced while it is
 * not graded, or a first one is written. Row-level security decides the rest: only the
 * student's own row, only for an assignment of a subject they are enrolled in, only until it
 * is graded (`refused` when no row was written). The app's form and the load benchmark both
 * send it.
 */
export async function handIn(
  supabase: SupabaseClient<Database>,
  {
    assignmentId,
    studentId,
    content,
  }: { assignmentId: string; studentId: string; content: string },
): Promise<HandInOutcome> {
  const existing = await supabase
    .from('assignment_submissions')
    .select('id, graded_at')
    .eq('assignment_id', assignmentId)
    .eq('student_id', studentId)
    .maybeSingle()
  if (existing.error) return { outcome: 'readFailed', error: existing.error }
  const row = existing.data
  if (row?.graded_at) return { outcome: 'alreadyGraded' }
  const result = row
    ? await supabase
        .from('assignment_submissions')
        .update({ content })
        .eq('id', row.id)
        .select('id')
    : await supabase
        .from('assignment_submissions')
        .insert({ assignment_id: assignmentId, content })
        .select('id')
  if (result.error) return { outcome: 'writeFailed', error: result.error }
  if (!result.data?.length) return { outcome: 'refused' }
  return { outcome: row ? 'updated' : 'submitted' }
}
