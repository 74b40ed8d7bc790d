import { expect } from '@playwright/test'
import { SECRET_KEY } from '@oppi/supabase-local/keys'
import { PASSWORD } from './accounts'
import { e2ePorts } from '../../../scripts/e2e-ports'
import { mailPorts } from '../../../scripts/mail-ports'
import { inboxMails, type InboxMail, type InboxServer } from '../../support/inbox'
import { anonKey, API_URL } from './env'

const ADMIN_HEADERS = {
  apikey: SECRET_KEY,
  authorization: `Bearer ${SECRET_KEY}`,
  'Content-Type': 'application/json',
}

export type OutboxMessage = InboxMail

/** The inbox of the e2e backend at `apiUrl` (scripts/e2e-backend.ts). */
function inboxOf(apiUrl: string): InboxServer {
  const ports = e2ePorts()
  const slot = Number(new URL(apiUrl).port) === ports.confirmApi ? 1 : 0
  return {
    inboxUrl: `http://127.0.0.1:${mailPorts(ports.api, slot).webPort}`,
    apiUrl,
    serviceKey: SECRET_KEY,
  }
}

/** The auth e-mails the backend at `apiUrl` sent to `email`, newest first, read from its inbox. */
export async function outbox(email: string, apiUrl = API_URL): Promise<OutboxMessage[]> {
  return inboxMails(inboxOf(apiUrl), email)
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
 * verified from its inbox, and prove_email with that session (what /auth/confirm does). What
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
