'use client'
import { createBrowserClient } from '@supabase/ssr'
import { env } from '@/lib/env'

/** The browser client (a singleton). Only for features that must run in the browser. */
export function createClient() {
  return createBrowserClient(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY)
}
