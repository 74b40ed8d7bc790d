import { createHash } from 'node:crypto'
import type { AuthServer } from './helpers'
import { authFetch } from './requests'

// The mails auth/v1 sends, as the tests read them: the local outbox, the links in them and
// where those links lead, and the token hash of an emailed code.

export interface OutboxEntry {
  to: string
  subject: string
  kind: string
  link: string
  token_hash: string
  otp: string
  sent_at: string
}

export async function readOutbox(server: AuthServer, email: string): Promise<OutboxEntry[]> {
  const res = await authFetch(server, `/__local/outbox?email=${encodeURIComponent(email)}`, {
    token: server.keys.serviceRoleKey,
  })
  if (res.status !== 200) throw new Error(`outbox: ${res.status} ${res.text}`)
  return JSON.parse(res.text) as OutboxEntry[]
}

/** The fixture's site_url, where links without an allowed redirect_to end. */
export const SITE_URL = 'http://127.0.0.1:3000'

/** The parameters in a redirect's fragment (where implicit-flow tokens and link errors go). */
export function fragment(location: string) {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)))
}

/** Opens an emailed link without following the redirect. */
export async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') ?? '' }
}

/** GoTrue's token hash of an emailed code: hex sha224 of the address it went to and the code. */
export const emailTokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')
