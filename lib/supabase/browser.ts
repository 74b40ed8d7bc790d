import { createBrowserClient } from '@supabase/ssr'
import type { Database } from '@/lib/database.types'

/**
 * The signed-in user's Supabase client in the browser: it reads the session from the auth
 * cookies the server set, so calls (functions.invoke) carry the user's own token. The URL and
 * key are read on the server at run time (lib/env.ts) and handed down, never inlined at build.
 */
export function createClient(url: string, anonKey: string) {
  return createBrowserClient<Database>(url, anonKey)
}
