import { createBrowserClient } from '@supabase/ssr'
import type { Database } from '@/lib/database.types'

/**
 * Waits before the realtime socket's next reconnect: 1 s, 2 s, 5 s, 10 s, then every 30 s,
 * each with up to a fifth added at random so that a whole school's browsers do not return
 * in the same instant after the server comes back.
 */
export function reconnectDelay(tries: number, random: () => number = Math.random): number {
  const base = [1000, 2000, 5000, 10000][tries - 1] ?? 30000
  return Math.round(base * (1 + random() / 5))
}

type BrowserSupabase = ReturnType<typeof createBrowserClient<Database>>
let client: BrowserSupabase | null = null

/**
 * The one Supabase client in the browser, used for realtime only: data is read by server
 * components and written by server actions. The URL and key come from the server as props
 * (they are read at run time, not built into the bundle).
 *
 * The session lives in the same cookies the server uses. supabase-js hands the realtime
 * socket a new token on every auth change (setAuth on sign-in and refresh), and realtime-js
 * asks for the session again on each heartbeat, so a token the server refreshed on a page
 * request reaches the socket before the old one expires.
 */
export function browserSupabase(url: string, anonKey: string): BrowserSupabase {
  client ??= createBrowserClient<Database>(url, anonKey, {
    // Signing in and out happens on the server; this client never reads a session from the URL.
    auth: { detectSessionInUrl: false },
    realtime: { reconnectAfterMs: reconnectDelay },
  })
  return client
}
