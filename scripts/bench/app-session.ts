import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * One browser's cookies for the app: the session cookies a sign-in wrote, then whatever the
 * app's responses set (the gate refreshes an expiring session and sends the new one back).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  set(name: string, value: string, maxAge?: number) {
    if (value === '' || maxAge === 0) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }

  getAll() {
    return [...this.cookies].map(([name, value]) => ({ name, value }))
  }

  /** The Cookie request header. */
  header() {
    return this.getAll()
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ')
  }

  /** Takes in a response's Set-Cookie headers, as a browser would. */
  update(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const maxAge = attributes
        .map((a) => a.trim().toLowerCase())
        .find((a) => a.startsWith('max-age='))
      this.set(
        pair.slice(0, eq).trim(),
        decodeURIComponent(pair.slice(eq + 1).trim()),
        maxAge ? Number(maxAge.slice(8)) : undefined,
      )
    }
  }
}

export interface AppSession {
  cookies: CookieJar
  /** Signed in as the user, reading the session from `cookies`: what a server action holds. */
  supabase: SupabaseClient
}

/**
 * Signs in with the app's own kind of client (@supabase/ssr's server client on supabase-js),
 * so the cookies have exactly the names, encoding and chunking the app writes and reads.
 */
export async function signInSession(
  apiUrl: string,
  anonKey: string,
  email: string,
  password: string,
): Promise<AppSession> {
  const cookies = new CookieJar()
  const supabase = createServerClient(apiUrl, anonKey, {
    cookies: {
      getAll: () => cookies.getAll(),
      setAll: (written) =>
        written.forEach(({ name, value, options }) => cookies.set(name, value, options.maxAge)),
    },
  })
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return { cookies, supabase: supabase as unknown as SupabaseClient }
}

/** The Cookie header of a fresh signed-in session. */
export async function signInCookie(
  apiUrl: string,
  anonKey: string,
  email: string,
  password: string,
) {
  return (await signInSession(apiUrl, anonKey, email, password)).cookies.header()
}
