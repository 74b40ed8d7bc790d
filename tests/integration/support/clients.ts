import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import ws from 'ws'

/** Connection details of the server global-setup.ts started for this run. */
export function testEnv() {
  return {
    url: inject('supabaseUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
    dbKind: inject('dbKind'),
  }
}

/** A fresh supabase-js client (own session, no persistence): one per simulated user. */
export function newClient(key: 'anon' | 'service' = 'anon', url = testEnv().url): SupabaseClient {
  const env = testEnv()
  return createClient(url, key === 'anon' ? env.anonKey : env.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js needs one to construct its realtime client.
    realtime: { transport: ws as never },
  })
}

/** Signs a new client in with email and password; throws with the server's message. */
export async function signedInClient(email: string, password: string, url?: string) {
  const client = newClient('anon', url)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return { client, session: data.session!, user: data.user! }
}
