import { describe, expect, it } from 'vitest'
import { testEnv } from '../integration/support/clients'

/** The server answers abuse with clear 4xx errors and keeps serving. */
const big = 'x'.repeat(1024 * 1024 + 10)

describe('robustness', () => {
  it('answers a body over 1 MiB with 413 on every service', async () => {
    const { url, anonKey } = testEnv()
    for (const p of ['/rest/v1/profiles', '/auth/v1/signup', '/auth/v1/token?grant_type=password']) {
      const res = await fetch(`${url}${p}`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: big }),
      })
      expect(res.status, p).toBe(413)
      expect((await res.json()).message).toMatch(/larger than/)
    }
  })

  it('answers unknown routes with a JSON 404', async () => {
    const { url } = testEnv()
    for (const p of ['/', '/auth/v2/user', '/graphql/v1', '/rest/v1beta/x']) {
      const res = await fetch(`${url}${p}`)
      expect(res.status, p).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
    }
  })

  it('survives a burst of 1,000 bad requests and keeps serving good ones', async () => {
    const { url, anonKey } = testEnv()
    const bad: (() => Promise<Response>)[] = [
      () => fetch(`${url}/no/such/route`),
      () => fetch(`${url}/rest/v1/profiles`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: '{"broken":' }),
      () => fetch(`${url}/rest/v1/profiles?id=eqq.1`, { headers: { apikey: anonKey } }),
      () => fetch(`${url}/rest/v1/no_such_table`, { headers: { apikey: anonKey } }),
      () => fetch(`${url}/rest/v1/profiles`, { headers: { apikey: anonKey, authorization: 'Bearer a.b.c' } }),
      () => fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: 'Bearer forged.token.here' } }),
      () => fetch(`${url}/auth/v1/signup`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: 'not json' }),
      () => fetch(`${url}/auth/v1/admin/users`, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } }),
    ]
    const statuses: number[] = []
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => bad[(batch * 100 + i) % bad.length]()),
      )
      for (const r of responses) {
        statuses.push(r.status)
        await r.arrayBuffer()
      }
    }
    expect(statuses).toHaveLength(1000)
    const outside4xx = statuses.filter((s) => s < 400 || s >= 500)
    expect(outside4xx).toEqual([])
    const health = await fetch(`${url}/auth/v1/health`)
    expect(health.status).toBe(200)
    const jwks = await fetch(`${url}/auth/v1/.well-known/jwks.json`)
    expect(jwks.status).toBe(200)
  })
})
