'use client'
import { createBrowserClient } from '@supabase/ssr'

/**
 * The browser client (a singleton), for features that must run in the browser. The literal
 * `process.env.NEXT_PUBLIC_*` reads are inlined at build time, unlike lib/env.ts.
 */
export function createClient() {
  return createBrowserClient(process.env.NEXT_PUBLIC_SUPABASE_URL!, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!)
}
