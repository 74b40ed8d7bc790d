import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { isRole, type Role } from '@/lib/auth/roles'

export type OwnProfile = {
  id: string
  role: Role
  firstName: string
  lastName: string
  email: string
  isActive: boolean
  schoolId: string
  schoolName: string
}

export type ProfileResult =
  | { status: 'ok'; profile: OwnProfile }
  | { status: 'missing' }
  | { status: 'error' }

const RECURSION = '42P17'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The signed-in user's own profile. Spec §4/§8: up to 3 attempts; an RLS recursion error
 * (42P17) is retried after 500 ms × attempt; a missing row (PGRST116 / no row) is final.
 */
export async function getOwnProfile(supabase: ServerSupabase, userId: string): Promise<ProfileResult> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { data, error } = await supabase
      .from('profiles')
      .select('id, role, first_name, last_name, email, is_active, school_id, school_name')
      .eq('user_id', userId)
      .maybeSingle()
    if (!error) {
      if (!data || !isRole(data.role)) return { status: 'missing' }
      return {
        status: 'ok',
        profile: {
          id: data.id,
          role: data.role,
          firstName: data.first_name ?? '',
          lastName: data.last_name ?? '',
          email: data.email ?? '',
          isActive: data.is_active !== false,
          schoolId: data.school_id,
          schoolName: data.school_name ?? '',
        },
      }
    }
    if (error.code === 'PGRST116') return { status: 'missing' }
    if (error.code !== RECURSION || attempt === 3) break
    await sleep(500 * attempt)
  }
  return { status: 'error' }
}
