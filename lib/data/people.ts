import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { toPage, type RowOf } from './paging'

/** How many rows each list of the people page shows (newest first). */
const PEOPLE_LIMIT = 100

/**
 * Who waits for the principal: signed up by the school's name and never approved. A member
 * the principal deactivated has approved_at set and is not waiting. Oldest first: the person
 * who has waited longest comes first, and approving one does not reorder the others.
 */
export async function listWaitingMembers(supabase: ServerSupabase) {
  return toPage(
    await supabase
      .from('profiles')
      .select('id, first_name, last_name, email, role, created_at', { count: 'exact' })
      .in('role', ['teacher', 'student', 'parent'])
      .eq('is_active', false)
      .is('approved_at', null)
      .order('created_at')
      .order('id')
      .limit(PEOPLE_LIMIT),
  )
}

export type WaitingRow = RowOf<typeof listWaitingMembers>

/** The school's invitations, newest first (RLS: its principal only). */
export async function listInvitations(supabase: ServerSupabase) {
  return toPage(
    await supabase
      .from('invitations')
      .select(
        'id, email, role, first_name, last_name, created_at, expires_at, accepted_at, revoked_at, user_id',
        { count: 'exact' },
      )
      .order('created_at', { ascending: false })
      .order('id')
      .limit(PEOPLE_LIMIT),
  )
}

export type InvitationRow = RowOf<typeof listInvitations>

export type InvitationState = 'accepted' | 'sent' | 'revoked' | 'expired' | 'open'

/** An invitation's state in one word: accepted, revoked, expired, or still open (sent = account made, not yet confirmed). */
export function invitationState(
  row: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at' | 'user_id'>,
  now = Date.now(),
): InvitationState {
  if (row.accepted_at) return 'accepted'
  if (row.revoked_at) return 'revoked'
  if (Date.parse(row.expires_at) <= now) return 'expired'
  return row.user_id ? 'sent' : 'open'
}

/**
 * Who waits for the principal's approval. An account made for an invitation waits, inactive,
 * until its owner proves the invited address by following the link; the principal already said
 * yes by inviting, so it is listed with the invitations ("sent"), not among the people asking to
 * join. An invitation that expired or was revoked leaves its account to the principal again.
 */
export function awaitingApproval<T extends { id: string }>(
  waiting: { rows: T[]; total: number },
  invitations: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at' | 'user_id'>[],
  now = Date.now(),
): { rows: T[]; total: number } {
  const invited = new Set(
    invitations.filter((i) => invitationState(i, now) === 'sent').map((i) => i.user_id),
  )
  const rows = waiting.rows.filter((row) => !invited.has(row.id))
  return { rows, total: waiting.total - (waiting.rows.length - rows.length) }
}

/** The school's students by name, for "invite a parent of …" (id and name). */
export async function studentOptions(supabase: ServerSupabase) {
  const { data } = await supabase
    .from('profiles')
    .select('id, first_name, last_name')
    .eq('role', 'student')
    .order('last_name')
    .order('first_name')
    .limit(1000)
  return (data ?? []).map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}`.trim() }))
}

/** The latest account events of one member (approved, activated, deactivated, second factor reset), newest first. */
export async function listAccountEvents(supabase: ServerSupabase, profileId: string) {
  const { data } = await supabase
    .from('account_events')
    .select('id, action, actor_name, created_at')
    .eq('profile_id', profileId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(10)
  return data ?? []
}

/** A student's parents (linked by the school or by a recorded e-mail), for the principal's student page. */
export async function listGuardians(supabase: ServerSupabase, studentId: string) {
  const { data } = await supabase
    .from('guardian_links')
    .select(
      'id, source, parent:profiles!guardian_links_parent_fkey(id, first_name, last_name, email)',
    )
    .eq('student_id', studentId)
    .order('created_at')
  return (data ?? []).flatMap((link) =>
    link.parent
      ? [
          {
            id: link.id,
            parentId: link.parent.id,
            source: link.source,
            name: `${link.parent.first_name} ${link.parent.last_name}`.trim() || link.parent.email,
          },
        ]
      : [],
  )
}

/** The school's parents by name, for "link a parent" (principal only by RLS). */
export async function parentOptions(supabase: ServerSupabase) {
  const { data } = await supabase
    .from('profiles')
    .select('id, first_name, last_name, email')
    .eq('role', 'parent')
    .order('last_name')
    .order('first_name')
    .limit(1000)
  return (data ?? []).map((p) => ({
    id: p.id,
    name: `${p.first_name} ${p.last_name}`.trim() || p.email,
  }))
}
