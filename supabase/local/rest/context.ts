import type { PlainRequest, PlainResponse } from '../http/plain'
import type { Platform } from '../platform/types'
import { resolveIdentity, type Identity } from '../http/identity'
import { err, RestError } from './errors'
import type { RequestContext } from './execute'
import { parseCookies } from './execute'
import { parseAccept, unacceptable, type ResultFormat } from './parse/request'
import { checkStrict, parsePrefer, type Preferences } from './parse/prefer'
import type { SchemaCache } from './schema-cache'

/**
 * What rest/v1 does with a prepared request to one name: call the function (/rpc/:fn), read
 * the table or write it. The module binds `platform` and routes by path and method.
 */
export type RestHandler = (
  http: PlainRequest,
  platform: Platform,
  cache: SchemaCache,
  req: Prepared,
  name: string,
) => Promise<PlainResponse>

export interface Prepared {
  ctx: RequestContext
  prefs: Preferences
  format: ResultFormat
  /** `nulls=stripped`: fields whose value is null are left out of the answer. */
  stripNulls: boolean
  search: URLSearchParams
  isAnon: boolean
}

/** Who is asking, in which schema, wanting what — before any SQL (PostgREST's first step: role, schema and preferences from the headers). */
export async function prepare(
  http: PlainRequest,
  platform: Platform,
  path: string,
  cache: SchemaCache,
): Promise<Prepared> {
  const identity = await identify(platform, http.header('authorization'))
  const method = http.method
  const read = method === 'GET' || method === 'HEAD'
  const exposed = platform.config.api.schemas
  const profile = http.header(read ? 'accept-profile' : 'content-profile')
  const schema = profile ?? exposed[0]
  if (!exposed.includes(schema)) throw err.schema(schema, exposed)
  const accept = parseAccept(http.header('accept'))
  if (!accept) throw unacceptable(http.header('accept')!)
  const headers = http.headers
  const search = new URLSearchParams(http.search)
  // A request may end its own transaction with tx=rollback (a dry run), as hosted Supabase
  // allows (supabase-js's rollback()).
  const prefs = parsePrefer(http.header('prefer'), { allowTx: true, timezones: cache.timezones })
  checkStrict(prefs)
  return {
    ctx: {
      identity,
      schema,
      extraSearchPath: platform.config.api.extra_search_path,
      method,
      path,
      headers,
      cookies: parseCookies(headers.cookie),
      timezone: prefs.timezone,
      rollback: prefs.tx === 'rollback',
      roleSettings: cache.roleSettings.get(identity.role),
    },
    prefs,
    format: accept.format,
    stripNulls: accept.stripNulls,
    search,
    isAnon: identity.role === 'anon',
  }
}

// Verified tokens, so a client's repeated requests skip signature checks; expiry is rechecked.
// One cache per key set: a token verified by one server's keys means nothing to another's.
const caches = new WeakMap<object, Map<string, { identity: Identity; exp: number }>>()
const MAX_VERIFIED = 1000

async function identify(platform: Platform, authorization: string | undefined): Promise<Identity> {
  let verified = caches.get(platform.keys)
  if (!verified) caches.set(platform.keys, (verified = new Map()))
  const hit = authorization ? verified.get(authorization) : undefined
  if (hit && hit.exp > Date.now() / 1000) return hit.identity
  const r = await resolveIdentity(platform.keys, authorization)
  if (r.ok) {
    if (authorization) {
      if (verified.size >= MAX_VERIFIED) verified.clear()
      const exp = typeof r.identity.claims.exp === 'number' ? r.identity.claims.exp : Infinity
      verified.set(authorization, { identity: r.identity, exp })
    }
    return r.identity
  }
  const code = r.reason === 'expired' ? 'PGRST303' : 'PGRST301'
  throw new RestError(401, code, r.message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${r.message.replace(/"/g, "'")}"`,
  })
}

/** `Range: 0-9` (PostgREST feature, not sent by postgrest-js) → offset and limit. */
export function rangeHeader(http: PlainRequest): { offset: number; limit: number | null } | null {
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(http.header('range')?.trim() ?? '')
  if (!m) return null
  const from = Number(m[1])
  return { offset: from, limit: m[2] ? Math.max(0, Number(m[2]) - from + 1) : null }
}
