import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { JWKS_CACHE_MS, verifyAccessToken } from '@/lib/auth/verify-token'

// A real JWKS endpoint on a random port, so the jose remote key set is exercised end to end.
let server: Server
let url: string
let signingKey: CryptoKey
let otherKey: CryptoKey
const kid = 'test-key'
/** What the JWKS endpoint publishes; a test may take the key out (a rotation). */
let published: JWK[] = []

const claims = {
  sub: '6f1c5d2e-1111-4222-8333-944455556666',
  role: 'authenticated',
  aal: 'aal1',
  session_id: 's1',
  email: 'teacher@demo.oppi.test',
  app_metadata: {
    app_role: 'teacher',
    school_id: 'b0000000-0000-4000-8000-000000000001',
    is_active: true,
  },
}

async function sign(
  key: CryptoKey,
  opts: { exp?: string | number; kid?: string; payload?: object } = {},
) {
  return new SignJWT({ ...claims, ...opts.payload })
    .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? kid, typ: 'JWT' })
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '1h')
    .sign(key)
}

const noServer = async () => {
  throw new Error('must not ask the server for ES256 tokens')
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true })
  signingKey = pair.privateKey
  otherKey = (await generateKeyPair('ES256')).privateKey
  published = [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' }]
  server = createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ keys: published }))
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('verifyAccessToken', () => {
  it('accepts a valid ES256 token and maps the hook claims', async () => {
    const result = await verifyAccessToken(await sign(signingKey), url, noServer)
    expect(result).toMatchObject({
      userId: claims.sub,
      role: 'teacher',
      isActive: true,
      aal: 'aal1',
      sessionId: 's1',
    })
  })

  it('refuses a token signed with another key (forged)', async () => {
    expect(await verifyAccessToken(await sign(otherKey), url, noServer)).toBeNull()
  })

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await sign(signingKey)).split('.')
    const payload = Buffer.from(
      JSON.stringify({ ...claims, app_metadata: { app_role: 'principal' }, exp: 9999999999 }),
    ).toString('base64url')
    expect(await verifyAccessToken(`${header}.${payload}.${signature}`, url, noServer)).toBeNull()
  })

  it('refuses an expired token', async () => {
    const expired = await sign(signingKey, { exp: Math.floor(Date.now() / 1000) - 60 })
    expect(await verifyAccessToken(expired, url, noServer)).toBeNull()
  })

  it('refuses alg none and garbage', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: 9999999999 })).toString('base64url')}.`
    expect(await verifyAccessToken(none, url, noServer)).toBeNull()
    expect(await verifyAccessToken('not-a-jwt', url, noServer)).toBeNull()
  })

  it('refuses a token that is not a user token (anon key role)', async () => {
    const anon = await sign(signingKey, { payload: { role: 'anon' } })
    expect(await verifyAccessToken(anon, url, noServer)).toBeNull()
  })

  it('asks the auth server about HS256 tokens and trusts only a matching user', async () => {
    const secret = new TextEncoder().encode('legacy-secret-legacy-secret-legacy-secret')
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(secret)
    const accept = vi.fn(async () => ({ id: claims.sub }))
    expect(await verifyAccessToken(hs, url, accept)).toMatchObject({ role: 'teacher' })
    expect(accept).toHaveBeenCalledWith(hs)
    expect(await verifyAccessToken(hs, url, async () => null)).toBeNull()
    expect(await verifyAccessToken(hs, url, async () => ({ id: 'someone-else' }))).toBeNull()
  })

  it('a token checked before is not honoured past its expiry', async () => {
    const exp = Math.floor(Date.now() / 1000) + 30
    const token = await sign(signingKey, { exp })
    expect(await verifyAccessToken(token, url, noServer)).toMatchObject({ role: 'teacher' })
    vi.useFakeTimers({ toFake: ['Date'], now: (exp + 6) * 1000 })
    try {
      expect(await verifyAccessToken(token, url, noServer)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a key taken out of the key set stops being honoured once the keys are fetched again, as without the cache', async () => {
    const token = await sign(signingKey, { exp: '2h' })
    expect(await verifyAccessToken(token, url, noServer)).toMatchObject({ role: 'teacher' })
    const keys = published
    published = []
    try {
      // Within the key set's trust time the earlier check stands (jose would not refetch either).
      expect(await verifyAccessToken(token, url, noServer)).toMatchObject({ role: 'teacher' })
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + JWKS_CACHE_MS + 1000 })
      expect(await verifyAccessToken(token, url, noServer)).toBeNull()
    } finally {
      vi.useRealTimers()
      published = keys
    }
  })

  it('hands out remembered claims frozen, so that no request can change them for the next', async () => {
    const token = await sign(signingKey)
    const first = await verifyAccessToken(token, url, noServer)
    const again = await verifyAccessToken(token, url, noServer)
    expect(again).toEqual(first)
    expect(Object.isFrozen(again)).toBe(true)
  })
})
