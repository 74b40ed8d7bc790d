import { expect } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * Someone (a principal, say) opens these people's sensitive fields through
 * read_sensitive_profile, which writes one access-log line per field: the log's test rows.
 */
export async function readSensitive(
  reader: SupabaseClient,
  reads: readonly (readonly [profileId: string, fields: readonly string[]])[],
) {
  for (const [profile, fields] of reads) {
    const { error } = await reader.rpc('read_sensitive_profile', {
      profile_id: profile,
      fields: [...fields],
    })
    expect(error).toBeNull()
  }
}
