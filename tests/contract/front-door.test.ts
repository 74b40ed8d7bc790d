import { describe, expect, it } from 'vitest'
import { testEnv } from '../integration/support/clients'

/**
 * Every service answers a browser on another origin the same way, whichever lane serves it
 * (rest/v1 is answered from the node request directly, auth/v1 through Hono).
 */
const ORIGIN = 'http://localhost:3000'

describe('front door', () => {
  it('answers preflight requests for every service with the headers the clients send', async () => {
    const { url } = testEnv()
    for (const p of ['/rest/v1/profiles', '/rest/v1/rpc/principal_stats', '/auth/v1/token?grant_type=password']) {
      const res = await fetch(`${url}${p}`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,apikey,prefer' },
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
    const { url, anonKey, serviceRoleKey } = testEnv()
    const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` }
    const answers = [
      await fetch(`${url}/rest/v1/schools?select=id&limit=1`, { headers: { origin: ORIGIN, ...service } }),
      await fetch(`${url}/rest/v1/no_such_table`, { headers: { origin: ORIGIN, apikey: anonKey } }),
      await fetch(`${url}/auth/v1/settings`, { headers: { origin: ORIGIN, apikey: anonKey } }),
      await fetch(`${url}/auth/v1/user`, { headers: { origin: ORIGIN, apikey: anonKey, authorization: 'Bearer x.y.z' } }),
      await fetch(`${url}/no/such/route`, { headers: { origin: ORIGIN } }),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200, 403, 404])
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin'), res.url).toBe(ORIGIN)
      expect(res.headers.get('access-control-expose-headers'), res.url).toContain('Content-Range')
    }
  })

  it('answers HEAD on rest/v1 with the GET headers and no body', async () => {
    const { url, serviceRoleKey } = testEnv()
    const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, prefer: 'count=exact' }
    const get = await fetch(`${url}/rest/v1/schools?select=id`, { headers })
    const head = await fetch(`${url}/rest/v1/schools?select=id`, { method: 'HEAD', headers })
    expect(head.status).toBe(get.status)
    expect(head.headers.get('content-range')).toBe(get.headers.get('content-range'))
    expect(await head.text()).toBe('')
    expect((await get.text()).length).toBeGreaterThan(1)
  })

  it('decodes percent-encoded names in rest/v1 paths', async () => {
    const { url, serviceRoleKey } = testEnv()
    const res = await fetch(`${url}/rest/v1/%73chools?select=id&limit=1`, {
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    })
    expect(res.status).toBe(200)
  })
})
