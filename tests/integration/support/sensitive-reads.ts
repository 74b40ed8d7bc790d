import { expect } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient } from './clients'

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

/**
 * Removes the access-log lines `readerId` wrote since `since`: other suites read the same
 * seeded school, so a suite that reads sensitive fields leaves the log as it found it.
 */
export async function forgetSensitiveReads(readerId: string, since: string) {
  const { error } = await newClient('service')
    .from('sensitive_access_log')
    .delete()
    .eq('accessed_by', readerId)
    .gte('accessed_at', since)
  expect(error).toBeNull()
}
