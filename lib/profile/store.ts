import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import type { ProfileOutput } from '@/lib/validation/profile'
import { toRows, type ProfileRow, type SensitiveRow } from './rows'

// Reading and writing the profile dialog's data as the signed-in user. The server actions
// call these with the request's client; row-level security and update_student_profile()
// decide who may do what, so these functions hold no role rules of their own beyond
// choosing the path (own row, or a student's through the RPC).

type Client = SupabaseClient<Database>

const PROFILE_COLUMNS =
  'id, role, first_name, last_name, email, school_name, grade_level, disabilities, accommodations_needed, assistive_technology, support_services, learning_preferences, accessibility_preferences, communication_preferences, iep_status, avatar_path'

/** `ok`: all read; `partial`: the profile but not its sensitive row; `failed`: nothing. */
export type LoadState = 'ok' | 'partial' | 'failed'
/** The form's columns, and the current profile picture (not a form value: it changes as it is uploaded). */
export type LoadedProfile = {
  state: LoadState
  profile: (ProfileRow & { avatar_path: string | null }) | null
  sensitive: SensitiveRow | null
}

/**
 * One person's profile for the dialog. The caller's own: one request with the sensitive row
 * embedded. Someone else's (a principal or a parent opening a student): the profile row, and
 * the sensitive fields through read_sensitive_profile(), which checks and logs the read.
 */
export async function loadProfile(
  supabase: Client,
  callerId: string,
  profileId: string,
): Promise<LoadedProfile> {
  if (profileId === callerId) {
    const { data, error } = await supabase
      .from('profiles')
      .select(`${PROFILE_COLUMNS}, profile_sensitive(*)`)
      .eq('id', profileId)
      .maybeSingle()
    if (error || !data) return { state: 'failed', profile: null, sensitive: null }
    const { profile_sensitive: sensitive, ...profile } = data
    return { state: sensitive ? 'ok' : 'partial', profile, sensitive }
  }
  const { data: profile, error } = await supabase
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('id', profileId)
    .maybeSingle()
  if (error || !profile) return { state: 'failed', profile: null, sensitive: null }
  const read = await supabase.rpc('read_sensitive_profile', { profile_id: profileId })
  const sensitive = read.error ? null : (read.data as unknown as SensitiveRow)
  return { state: sensitive ? 'ok' : 'partial', profile, sensitive }
}

export type SaveError = { code?: string; message?: string }

/**
 * Saves the dialog. The caller's own profile: two updates under the owner policies. A
 * student's profile edited by someone else: update_student_profile(), which lets only the
 * student's principal and linked parents through. Returns the database's error, if any.
 */
export async function saveProfile(
  supabase: Client,
  callerId: string,
  input: ProfileOutput,
  target: { role: string },
): Promise<SaveError | null> {
  const { profile, sensitive } = toRows(input, { isStudent: target.role === 'student' })
  if (input.profileId !== callerId) {
    const { error } = await supabase.rpc('update_student_profile', {
      student_id: input.profileId,
      profile,
      sensitive,
    })
    return error
  }
  const own = await supabase.from('profiles').update(profile).eq('id', callerId).select('id')
  if (own.error) return own.error
  if (!own.data?.length) return { code: '42501' }
  const rest = await supabase
    .from('profile_sensitive')
    .update(sensitive)
    .eq('profile_id', callerId)
    .select('profile_id')
  if (rest.error) return rest.error
  if (!rest.data?.length) return { code: '42501' }
  return null
}

/** The role of the profile being edited, as the caller can see it (null: not visible). */
export async function profileRole(supabase: Client, profileId: string): Promise<string | null> {
  const { data } = await supabase.from('profiles').select('role').eq('id', profileId).maybeSingle()
  return data?.role ?? null
}

/**
 * A principal renames their own school (the database copies the name to every member's
 * profile). Returns null when saved or unchanged, 'taken' when another school has the name,
 * or the database's error.
 */
export async function renameOwnSchool(
  supabase: Client,
  callerId: string,
  name: string,
): Promise<SaveError | 'taken' | null> {
  const own = await supabase
    .from('profiles')
    .select('school_id, school_name')
    .eq('id', callerId)
    .single()
  if (own.error) return own.error
  if (own.data.school_name === name) return null
  const { error } = await supabase.from('schools').update({ name }).eq('id', own.data.school_id)
  if (error?.code === '23505') return 'taken'
  return error
}
