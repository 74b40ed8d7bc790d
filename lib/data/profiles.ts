import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { isRole, type Role } from '@/lib/auth/roles'
import {
  ACCESSIBILITY_EMBEDS,
  accountAccessibility,
  type AccountAccessibility,
  type AccessibilityEmbeds,
} from './account-accessibility'

export type OwnProfile = {
  id: string
  role: Role
  firstName: string
  lastName: string
  email: string
  isActive: boolean
  /** Approved by the school at some point: false while a self-registered member waits. */
  approved: boolean
  schoolId: string
  schoolName: string
  /** When the row last changed: a live page compares it on joining, to catch a change made while it loaded. */
  updatedAt: string
  /** The current profile picture's path in the avatars bucket (the header shows it), or null. */
  avatarPath: string | null
  /** Unread notifications, counted in the same request (the header's bell); null if unknown. */
  unreadNotifications: number | null
  /** A verified second factor exists (account_security, kept by a trigger on auth.mfa_factors). */
  hasSecondFactor: boolean
  /**
   * The school requires a second factor of its staff (schools.require_staff_mfa); the database
   * then keeps sensitive data from a teacher or principal without one.
   */
  schoolRequiresFactor: boolean
  /** The person's stored accessibility settings and, for a student, what adaptive support needs. */
  accessibility: AccountAccessibility
}

export type ProfileResult =
  { status: 'ok'; profile: OwnProfile } | { status: 'missing' } | { status: 'error' }

const RECURSION = '42P17'

function unreadCount(embed: { count: number }[]): number | null {
  const count = embed[0]?.count
  return typeof count === 'number' ? count : null
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The signed-in user's own profile, in up to 3 attempts: an RLS recursion error
 * (42P17) is retried after 500 ms × attempt; a missing row (PGRST116 / no row) is final.
 */
export async function getOwnProfile(
  supabase: ServerSupabase,
  userId: string,
): Promise<ProfileResult> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { data, error } = await supabase
      .from('profiles')
      // One request for the whole shell: the bell's unread count (notifications_user_fkey:
      // the user as recipient), the second-factor flag the gate needs, the accessibility
      // settings and a student's recorded needs (only the primary disability's code, never
      // the rest of the sensitive row) ride along.
      .select(
        `id, role, first_name, last_name, email, is_active, approved_at, school_id, school_name, updated_at, avatar_path, notifications!notifications_user_fkey(count), account_security(has_verified_factor), schools(require_staff_mfa), ${ACCESSIBILITY_EMBEDS}`,
      )
      .eq('user_id', userId)
      .eq('notifications.read', false)
      .eq('student_accommodations.is_active', true)
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
          approved: data.approved_at !== null,
          schoolId: data.school_id,
          schoolName: data.school_name ?? '',
          updatedAt: data.updated_at,
          avatarPath: data.avatar_path,
          unreadNotifications: unreadCount(data.notifications),
          hasSecondFactor: data.account_security?.has_verified_factor === true,
          schoolRequiresFactor: data.schools?.require_staff_mfa === true,
          accessibility: accountAccessibility(data.role, data as AccessibilityEmbeds),
        },
      }
    }
    if (error.code === 'PGRST116') return { status: 'missing' }
    if (error.code !== RECURSION || attempt === 3) break
    await sleep(500 * attempt)
  }
  return { status: 'error' }
}
