import 'server-only'
import { createServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import type { Database } from '@/lib/database.types'

/**
 * The request's Supabase client for Server Components, Server Actions and Route Handlers.
 * It acts as the signed-in user, so row-level security decides what it can read.
 */
export async function createClient() {
  const cookieStore = await cookies()
  return createServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    {
      cookies: {
        getAll: () => cookieStore.getAll(),
        setAll: (toSet) => {
          try {
            toSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options))
          } catch {
            // Server Components cannot write cookies; proxy.ts refreshes the session before
            // rendering, so a refresh here is only ever a duplicate and safe to drop.
          }
        },
      },
    },
  )
}

export type ServerSupabase = Awaited<ReturnType<typeof createClient>>
