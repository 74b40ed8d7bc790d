import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { ConfigOverrides } from '../../../supabase/local/config'
import { startTestServer } from '../../integration/support/local-server'

export const FIXTURE_CONFIG = path.resolve(import.meta.dirname, '../fixtures/storage/config.toml')
export const ALICE = '00000000-0000-4000-8000-00000000000a'
export const BOB = '00000000-0000-4000-8000-00000000000b'

export type StorageServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A server of our own on the storage fixture (its buckets and policies, not the app's).
 * Roles are cluster-wide on PostgreSQL, so a bootstrap running at the same moment in another
 * test process can make ours fail with "tuple concurrently updated"; that one error is retried.
 */
export async function startStorageServer(overrides: ConfigOverrides = {}): Promise<StorageServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({ configPath: FIXTURE_CONFIG, seed: false, overrides })
    } catch (e) {
      if (attempt >= 3 || !/tuple concurrently updated/.test((e as Error).message)) throw e
    }
  }
}

function client(server: StorageServer, token?: string): SupabaseClient {
  return createClient(server.url, server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    realtime: { transport: ws as never },
  })
}

export const anonClient = (server: StorageServer) => client(server)
export const serviceClient = (server: StorageServer) => client(server, server.keys.serviceRoleKey)

/** An access token as auth/v1 would issue it, signed with the server's own keys. */
export function userToken(server: StorageServer, sub: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000)
  return server.keys.sign({
    sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600, session_id: crypto.randomUUID(),
    aal: 'aal1', is_anonymous: false, ...extra,
  })
}

export async function userClient(server: StorageServer, sub: string) {
  return client(server, await userToken(server, sub))
}

/** A PNG's first bytes: enough for the content check to recognise it. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa2b9a5b00000000049454e44ae426082',
  'hex',
)

/** The text of a downloaded Blob. */
export const text = (blob: Blob | null) => blob!.text()
