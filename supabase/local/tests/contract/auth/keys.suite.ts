import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, exportSPKI, generateKeyPair, importJWK, type JWK } from 'jose'
import { type AuthServer, FIXTURE_DIR } from './helpers'
import { client, signedUp } from './users'
import { authFetch } from './requests'
import { decodeJwt } from './tokens'

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

function fixtureKey(alg: 'es256' | 'rs256'): JWK {
  return (
    JSON.parse(readFileSync(path.join(FIXTURE_DIR, `signing_keys_${alg}.json`), 'utf8')) as JWK[]
  )[0]
}

async function expectBadJwt(server: AuthServer, token: string, message?: RegExp) {
  const raw = await authFetch(server, '/user', { token })
  expect(raw.status).toBe(403)
  expect(raw.json!.code).toBe('bad_jwt')
  if (message) expect(String(raw.json!.message)).toMatch(message)
  // The same refusal through supabase-js.
  const { data, error } = await client(server).auth.getUser(token)
  expect(data.user).toBeNull()
  expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
}

/** Asymmetric signing (first key signs, JWKS publishes public parts) and forged-token refusals. */
export function asymmetricKeySuite(
  get: () => AuthServer,
  name: 'ES256' | 'RS256',
  keyFile: 'es256' | 'rs256',
) {
  describe(`auth/v1 with ${name} signing keys`, () => {
    let server: AuthServer
    beforeAll(() => {
      server = get()
    })

    it('signs with the first key, publishes only its public part, and getClaims() verifies via the JWKS', async () => {
      const { sb, session, user } = await signedUp(server)
      const key = fixtureKey(keyFile)
      expect(decodeJwt(session.access_token).header).toEqual({
        alg: name,
        kid: key.kid,
        typ: 'JWT',
      })
      const jwks = (await authFetch(server, '/.well-known/jwks.json')).json!.keys as JWK[]
      expect(jwks).toHaveLength(1)
      expect(jwks[0]).toMatchObject({ kid: key.kid, alg: name, use: 'sig', key_ops: ['verify'] })
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
        expect(jwks[0]).not.toHaveProperty(secret)

      const { data, error } = await sb.auth.getClaims()
      expect(error).toBeNull()
      expect(data!.claims.sub).toBe(user.id)
      expect(data!.header.alg).toBe(name)
    })

    it('refuses forged tokens: alg none, HS256 keyed with the public key, unknown kid, tampered payload, expired', async () => {
      const { session } = await signedUp(server)
      const [h, p, s] = session.access_token.split('.')
      const payload = decodeJwt(session.access_token).payload

      // alg none, no signature.
      await expectBadJwt(server, `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`)

      // HS256 with the server's public key as the HMAC secret (algorithm confusion).
      const key = fixtureKey(keyFile)
      const publicKey = await importJWK(
        {
          ...key,
          d: undefined,
          p: undefined,
          q: undefined,
          dp: undefined,
          dq: undefined,
          qi: undefined,
          key_ops: ['verify'],
        },
        name,
      )
      const pem = await exportSPKI(publicKey as CryptoKey)
      for (const secret of [pem, JSON.stringify(key)]) {
        const confused = await new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
          .sign(new TextEncoder().encode(secret))
        await expectBadJwt(server, confused)
      }

      // A well-formed token signed by a key the server does not know.
      const stranger = await generateKeyPair(name)
      const unknownKid = await new SignJWT(payload)
        .setProtectedHeader({ alg: name, typ: 'JWT', kid: 'not-a-known-kid' })
        .sign(stranger.privateKey)
      await expectBadJwt(server, unknownKid)
      // …and one with the real kid but the stranger's signature.
      const wrongSig = await new SignJWT(payload)
        .setProtectedHeader({ alg: name, typ: 'JWT', kid: key.kid })
        .sign(stranger.privateKey)
      await expectBadJwt(server, wrongSig)

      // The real signature over an edited payload.
      await expectBadJwt(server, `${h}.${b64({ ...payload, role: 'service_role' })}.${s}`)
      await expectBadJwt(
        server,
        `${h}.${b64({ ...payload, exp: (payload.exp as number) + 86400 })}.${s}`,
      )

      // Correctly signed by the server's own key, but expired.
      const privateKey = await importJWK({ ...key, key_ops: ['sign'] }, name)
      const now = Math.floor(Date.now() / 1000)
      const expired = await new SignJWT({ ...payload, iat: now - 7200, exp: now - 3600 })
        .setProtectedHeader({ alg: name, typ: 'JWT', kid: key.kid })
        .sign(privateKey)
      await expectBadJwt(server, expired, /token is expired/)

      // The genuine token still works.
      expect((await authFetch(server, '/user', { token: session.access_token })).status).toBe(200)
    })
  })
}

/** HS256 with jwt_secret (no signing_keys_path): empty JWKS, getClaims via GET /user, refusals. */
export function hs256Suite(get: () => AuthServer) {
  describe('auth/v1 with HS256 (no signing_keys_path)', () => {
    let server: AuthServer
    beforeAll(() => {
      server = get()
    })

    it('signs HS256 with jwt_secret, publishes an empty JWKS, and getClaims() falls back to GET /user', async () => {
      const { sb, session, user } = await signedUp(server)
      expect(decodeJwt(session.access_token).header).toEqual({ alg: 'HS256', typ: 'JWT' })
      expect((await authFetch(server, '/.well-known/jwks.json')).json).toEqual({ keys: [] })
      const { data, error } = await sb.auth.getClaims()
      expect(error).toBeNull()
      expect(data!.claims.sub).toBe(user.id)
    })

    it('refuses HS256 tokens signed with another secret, expired ones, and tampered ones', async () => {
      const { session } = await signedUp(server)
      const payload = decodeJwt(session.access_token).payload
      const other = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'))
      await expectBadJwt(server, other)

      const now = Math.floor(Date.now() / 1000)
      const expired = await new SignJWT({ ...payload, iat: now - 7200, exp: now - 60 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(server.keys.jwtSecret))
      await expectBadJwt(server, expired, /token is expired/)

      const [h, , s] = session.access_token.split('.')
      await expectBadJwt(
        server,
        `${h}.${b64({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`,
      )
      await expectBadJwt(
        server,
        `${b64({ alg: 'none', typ: 'JWT' })}.${session.access_token.split('.')[1]}.`,
      )
    })
  })
}
