import { createClient, type Session } from '@supabase/supabase-js'
import ws from 'ws'

/**
 * Signs in through supabase-js and returns the Cookie header @supabase/ssr reads: the session
 * JSON, base64url-encoded behind `base64-`, chunked into `<name>.0`, `.1`… above 3180 characters
 * (the format @supabase/ssr writes and reads).
 */
export async function signInCookie(apiUrl: string, anonKey: string, email: string, password: string) {
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return sessionCookie(apiUrl, data.session!)
}

export function sessionCookie(apiUrl: string, session: Session): string {
  const name = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`
  const value = 'base64-' + Buffer.from(JSON.stringify(session)).toString('base64url')
  const CHUNK = 3180
  if (encodeURIComponent(value).length <= CHUNK) return `${name}=${value}`
  const parts: string[] = []
  for (let i = 0; i * CHUNK < value.length; i++) parts.push(`${name}.${i}=${value.slice(i * CHUNK, (i + 1) * CHUNK)}`)
  return parts.join('; ')
}
