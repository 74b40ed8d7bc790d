import { describe, expect, it } from 'vitest'
import { restServerForFile } from './rest/support'

/**
 * What every service shares, on one server (the rest fixture): it starts and answers unknown
 * routes with JSON; it answers a browser on another origin the same way whichever lane serves
 * it (rest/v1 is answered from the node request directly, auth/v1 through Hono); and it
 * answers abuse with clear 4xx errors and keeps serving.
 */
const ORIGIN = 'http://localhost:3000'
const big = 'x'.repeat(1024 * 1024 + 10)
const server = restServerForFile()
const env = () => ({
  url: server().url,
  anonKey: server().keys.anonKey,
  serviceRoleKey: server().keys.serviceRoleKey,
})

describe('supabase/local start', () => {
  it('serves the auth health check and answers unknown routes with a JSON 404', async () => {
    const { url } = env()
    const health = await fetch(`${url}/auth/v1/health`)
    expect(health.status).toBe(200)
    const missing = await fetch(`${url}/no/such/route`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'no Route matched with those values' })
  })
})

describe('front door', () => {
  it('answers preflight requests for every service with the headers the clients send', async () => {
    const { url } = env()
    for (const p of [
      '/rest/v1/authors',
      '/rest/v1/rpc/add',
      '/auth/v1/token?grant_type=password',
    ]) {
      const res = await fetch(`${url}${p}`, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,apikey,prefer',
        },
      })
      expect(res.status, p).toBe(204)
      expect(res.headers.get('access-control-allow-origin'), p).toBe(ORIGIN)
      for (const h of ['authorization', 'apikey', 'prefer', 'x-client-info', 'accept-profile']) {
        expect(res.headers.get('access-control-allow-headers'), `${p} ${h}`).toContain(h)
      }
      expect(res.headers.get('access-control-allow-methods'), p).toContain('PATCH')
    }
  })

  it('puts the CORS headers on answers and errors of every service', async () => {
    const { url, anonKey, serviceRoleKey } = env()
    const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` }
    const answers = [
      await fetch(`${url}/rest/v1/authors?select=id&limit=1`, {
        headers: { origin: ORIGIN, ...service },
      }),
      await fetch(`${url}/rest/v1/no_such_table`, { headers: { origin: ORIGIN, apikey: anonKey } }),
      await fetch(`${url}/auth/v1/settings`, { headers: { origin: ORIGIN, apikey: anonKey } }),
      await fetch(`${url}/auth/v1/user`, {
        headers: { origin: ORIGIN, apikey: anonKey, authorization: 'Bearer x.y.z' },
      }),
      await fetch(`${url}/no/such/route`, { headers: { origin: ORIGIN } }),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200, 403, 404])
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin'), res.url).toBe(ORIGIN)
      expect(res.headers.get('access-control-expose-headers'), res.url).toContain('Content-Range')
    }
  })

  it('answers HEAD on rest/v1 with the GET headers and no body', async () => {
    const { url, serviceRoleKey } = env()
    const headers = {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      prefer: 'count=exact',
    }
    const get = await fetch(`${url}/rest/v1/authors?select=id`, { headers })
    const head = await fetch(`${url}/rest/v1/authors?select=id`, { method: 'HEAD', headers })
    expect(head.status).toBe(get.status)
    expect(head.headers.get('content-range')).toBe(get.headers.get('content-range'))
    expect(await head.text()).toBe('')
    expect((await get.text()).length).toBeGreaterThan(1)
  })

  it('decodes percent-encoded names in rest/v1 paths', async () => {
    const { url, serviceRoleKey } = env()
    const res = await fetch(`${url}/rest/v1/%61uthors?select=id&limit=1`, {
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    })
    expect(res.status).toBe(200)
  })
})

describe('robustness', () => {
  it('answers a body over 1 MiB with 413 on every service', async () => {
    const { url, anonKey } = env()
    for (const p of ['/rest/v1/authors', '/auth/v1/signup', '/auth/v1/token?grant_type=password']) {
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
    const { url } = env()
    for (const p of ['/', '/auth/v2/user', '/graphql/v1', '/rest/v1beta/x']) {
      const res = await fetch(`${url}${p}`)
      expect(res.status, p).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
    }
  })

  it('survives a burst of 1,000 bad requests and keeps serving good ones', async () => {
    const { url, anonKey } = env()
    const bad: (() => Promise<Response>)[] = [
      () => fetch(`${url}/no/such/route`),
      () =>
        fetch(`${url}/rest/v1/authors`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: '{"broken":',
        }),
      () => fetch(`${url}/rest/v1/authors?id=eqq.1`, { headers: { apikey: anonKey } }),
      () => fetch(`${url}/rest/v1/no_such_table`, { headers: { apikey: anonKey } }),
      () =>
        fetch(`${url}/rest/v1/authors`, {
          headers: { apikey: anonKey, authorization: 'Bearer a.b.c' },
        }),
      () =>
        fetch(`${url}/auth/v1/user`, {
          headers: { apikey: anonKey, authorization: 'Bearer forged.token.here' },
        }),
      () =>
        fetch(`${url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: 'not json',
        }),
      () =>
        fetch(`${url}/auth/v1/admin/users`, {
          headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
        }),
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
