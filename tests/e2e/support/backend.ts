import { expect } from '@playwright/test'
import { SECRET_KEY } from '@oppi/supabase-local/keys'
import { PASSWORD } from './accounts'
import { anonKey, API_URL } from './env'

const ADMIN_HEADERS = {
  apikey: SECRET_KEY,
  authorization: `Bearer ${SECRET_KEY}`,
  'Content-Type': 'application/json',
}

export type OutboxMessage = {
  to: string
  kind: string
  link: string
  token_hash: string
  sent_at: string
}

/** The emails supabase/local (at `apiUrl`) would have sent to `email`, newest first. */
export async function outbox(email: string, apiUrl = API_URL): Promise<OutboxMessage[]> {
  const res = await fetch(`${apiUrl}/auth/v1/__local/outbox?email=${encodeURIComponent(email)}`, {
    headers: ADMIN_HEADERS,
  })
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
      user_metadata: {
        first_name: 'Salla',
        last_name: 'Salasana',
        role: 'principal',
        school_name: schoolName,
      },
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

/**
 * Proves an address as its owner would, straight against the backend: a sign-in link to it,
 * verified from the outbox, and prove_email with that session (what /auth/confirm does). What
 * the school granted to the address (an invitation, a child) is granted only then. Returns the
 * proving session's access token.
 */
export async function proveAddress(email: string, apiUrl = API_URL): Promise<string> {
  const anon = await anonKey()
  const headers = { apikey: anon, 'Content-Type': 'application/json' }
  const otp = await fetch(`${apiUrl}/auth/v1/otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, create_user: false }),
  })
  expect(otp.status, `otp ${email}`).toBe(200)
  const [mail] = await outbox(email, apiUrl)
  const type = mail.kind === 'signup' ? 'signup' : 'magiclink'
  const verified = await fetch(`${apiUrl}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type, token_hash: mail.token_hash }),
  })
  expect(verified.status, `verify ${email}`).toBe(200)
  const { access_token: token } = (await verified.json()) as { access_token: string }
  const proven = await fetch(`${apiUrl}/rest/v1/rpc/prove_email`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: '{}',
  })
  expect(await proven.json(), `prove_email ${email}`).toBe(true)
  return token
}
