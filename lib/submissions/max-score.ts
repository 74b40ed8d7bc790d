import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'

/**
 * The real maximum score of a submission's assignment, read through the submission as the
 * caller (a grading form's maximum is only a hint). `max` is undefined when the caller cannot
 * see the submission. The app's grading action and the load benchmark both read it.
 */
export async function maxScoreOf(supabase: SupabaseClient<Database>, submissionId: string) {
  const { data, error } = await supabase
    .from('assignment_submissions')
    .select('id, assignment:assignments!assignment_submissions_assignment_fkey(max_score)')
    .eq('id', submissionId)
    .maybeSingle()
  return { max: data?.assignment?.max_score, error }
}
