import { expect } from '@playwright/test'
import { SECRET_KEY } from '@/supabase/local/keys'
import { PASSWORD } from './accounts'
import { anonKey, API_URL } from './env'

const ADMIN_HEADERS = { apikey: SECRET_KEY, authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' }

export type OutboxMessage = { to: string; kind: string; link: string; token_hash: string; sent_at: string }

/** The emails supabase/local (at `apiUrl`) would have sent to `email`, newest first. */
export async function outbox(email: string, apiUrl = API_URL): Promise<OutboxMessage[]> {
  const res = await fetch(`${apiUrl}/auth/v1/__local/outbox?email=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })
  expect(res.status, 'outbox').toBe(200)
  return (await res.json()) as OutboxMessage[]
}

/**
 * A confirmed account of its own, made through the admin API, with the demo password: a
 * principal of a new school (sign-up metadata as the registration form sends it).
 */
export async function createPrincipal(email: string, schoolName: string): Promise<void> {
  const res = await fetch(`${API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Salla', last_name: 'Salasana', role: 'principal', school_name: schoolName },
    }),
  })
  expect(res.status, `create ${email}`).toBe(200)
}

/** A password sign-in straight against the backend, for RLS checks that bypass the UI. */
export async function backendToken(email: string): Promise<{ token: string; anon: string }> {
  const anon = await anonKey()
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(res.status, `sign-in as ${email}`).toBe(200)
  const body = (await res.json()) as { access_token: string }
  return { token: body.access_token, anon }
}

/** Rows straight from rest/v1 as that user (RLS applies), e.g. to compare before and after. */
export async function restRows(
  email: string,
  pathAndQuery: string,
): Promise<Record<string, unknown>[]> {
  const { token, anon } = await backendToken(email)
  const res = await fetch(`${API_URL}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: anon, Authorization: `Bearer ${token}` },
  })
  expect(res.status, `GET ${pathAndQuery}`).toBe(200)
  return (await res.json()) as Record<string, unknown>[]
}
