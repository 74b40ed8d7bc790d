import { expect } from '@playwright/test'
import { PASSWORD } from './accounts'
import { anonKey, API_URL } from './env'

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
