import { expect } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'

/** When an invitation was accepted (null while it waits), as `reader` (its principal) sees it. */
export async function invitationAcceptedAt(reader: SupabaseClient, invitationId: string) {
  const { data, error } = await reader
    .from('invitations')
    .select('accepted_at')
    .eq('id', invitationId)
    .single()
  expect(error).toBeNull()
  return data!.accepted_at as string | null
}
