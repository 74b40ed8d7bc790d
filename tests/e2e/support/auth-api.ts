import { expect, type APIRequestContext } from '@playwright/test'
import { SECRET_KEY } from '@/supabase/local/keys'
import { PASSWORD } from './accounts'
import { anonKey, API_URL } from './env'

export type OutboxMessage = { to: string; kind: string; link: string; token_hash: string; sent_at: string }

/** The e-mails supabase/local would have sent to `email` (read with the secret key), newest first. */
export async function outbox(request: APIRequestContext, email: string, apiUrl = API_URL): Promise<OutboxMessage[]> {
  const response = await request.get(`${apiUrl}/auth/v1/__local/outbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: SECRET_KEY, authorization: `Bearer ${SECRET_KEY}` },
  })
  expect(response.status()).toBe(200)
  return response.json()
}

/**
 * A sign-up straight against auth/v1, as the registration form makes it: `meta` is what the
 * database's sign-up trigger reads (names, role, school name). Returns the new user's id.
 */
export async function signUpByApi(email: string, meta: Record<string, string>): Promise<string> {
  const anon = await anonKey()
  const res = await fetch(`${API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: meta }),
  })
  expect(res.status, `sign-up of ${email}`).toBe(200)
  const body = (await res.json()) as { user?: { id: string }; id?: string }
  return body.user?.id ?? body.id ?? ''
}
