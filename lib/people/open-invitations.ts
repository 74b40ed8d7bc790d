import 'server-only'
import { sendInvitationEmail } from '@/lib/supabase/admin'
import type { ServerSupabase } from '@/lib/supabase/server'

/**
 * Addresses asked for in one read. The filter names each address in the URL, and a whole
 * school's import (up to 2000 students and their parents) would make one far longer than
 * hosted Supabase's gateway takes; 100 addresses stay a few thousand characters.
 */
export const EMAILS_PER_READ = 100

/**
 * Sends the e-mail of each open, never-sent invitation to these addresses; returns how many
 * were not sent. A read that fails sends nothing for its addresses, and they count as not sent,
 * so the principal is told.
 */
export async function sendOpenInvitations(
  supabase: ServerSupabase,
  emails: readonly string[],
  send: typeof sendInvitationEmail = sendInvitationEmail,
): Promise<number> {
  let failed = 0
  for (let start = 0; start < emails.length; start += EMAILS_PER_READ) {
    const some = emails.slice(start, start + EMAILS_PER_READ)
    const { data, error } = await supabase
      .from('invitations')
      .select('id, email')
      .in('email', some)
      .is('user_id', null)
      .is('accepted_at', null)
      .is('revoked_at', null)
    if (error || !data) {
      failed += some.length
      continue
    }
    for (const invitation of data) {
      if ((await send(invitation.email, invitation.id)).error) failed++
    }
  }
  return failed
}
