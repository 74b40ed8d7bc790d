import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair, base64url } from 'jose'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { JwtError, loadKeys } from '../../keys'
import { resolveIdentity } from '../../http/identity'

function configWith(auth: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-keys-'))
  const file = path.join(dir, 'config.toml')
  writeFileSync(file, `[auth]\n${auth}\n`)
  return { dir, config: loadConfig(file) }
}

const now = () => Math.floor(Date.now() / 1000)

describe('loadKeys', () => {
  it('without signing keys: HS256 over jwt_secret, empty JWKS, the CLI well-known anon key', async () => {
    const { config } = configWith('')
    const keys = await loadKeys(config)
    expect(keys.alg).toBe('HS256')
    expect(keys.jwks).toEqual({ keys: [] })
    expect(keys.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    )
    const token = await keys.sign({ sub: 'u1', role: 'authenticated', exp: now() + 60 })
    expect(decodeProtectedHeader(token).alg).toBe('HS256')
    expect((await keys.verify(token)).sub).toBe('u1')
  })

  it('generates an ES256 key file when missing, signs with kid, publishes only public parts', async () => {
    const { dir, config } = configWith('signing_keys_path = "./signing_keys.json"')
    const keys = await loadKeys(config)
    const file = JSON.parse(readFileSync(path.join(dir, 'signing_keys.json'), 'utf8'))
    expect(file[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(file[0].d).toBeTypeOf('string')
    expect(keys.jwks.keys).toHaveLength(1)
    expect(keys.jwks.keys[0]).toMatchObject({
      kid: file[0].kid,
      alg: 'ES256',
      key_ops: ['verify'],
      use: 'sig',
    })
    expect(keys.jwks.keys[0].d).toBeUndefined()
    const token = await keys.sign({ sub: 'u2', role: 'authenticated', exp: now() + 60 })
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: file[0].kid })
    // ES256 signatures must be raw r||s (64 bytes), which auth-js verifies with WebCrypto.
    expect(base64url.decode(token.split('.')[2])).toHaveLength(64)
    expect((await keys.verify(token)).sub).toBe('u2')
    // Loading again reuses the same key.
    const again = await loadKeys(config)
    expect(again.jwks.keys[0].kid).toBe(file[0].kid)
  })

  it('verifies with any listed key, signs with the first (RS256 and ES256 together)', async () => {
    const rs = await generateKeyPair('RS256', { extractable: true })
    const es = await generateKeyPair('ES256', { extractable: true })
    const list = [
      { ...(await exportJWK(rs.privateKey)), kid: 'rs-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(es.privateKey)), kid: 'es-2', alg: 'ES256', use: 'sig' },
    ]
    const { dir, config } = configWith('signing_keys_path = "./k.json"')
    writeFileSync(path.join(dir, 'k.json'), JSON.stringify(list))
    const keys = await loadKeys(config)
    expect(keys.alg).toBe('RS256')
    expect(decodeProtectedHeader(await keys.sign({ sub: 'x', exp: now() + 60 })).kid).toBe('rs-1')
    const byEs = await new SignJWT({ sub: 'y', exp: now() + 60 })
      .setProtectedHeader({ alg: 'ES256', kid: 'es-2' })
      .sign(es.privateKey)
    expect((await keys.verify(byEs)).sub).toBe('y')
  })

  it('refuses forged and expired tokens', async () => {
    const { config } = configWith('signing_keys_path = "./signing_keys.json"')
    const keys = await loadKeys(config)
    const good = await keys.sign({ sub: 'u', role: 'authenticated', exp: now() + 60 })
    const [h, p, s] = good.split('.')

    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`
    await expect(keys.verify(none)).rejects.toMatchObject({ reason: 'invalid' })

    const tampered = `${h}.${base64url.encode(JSON.stringify({ sub: 'admin', role: 'service_role', exp: now() + 60 }))}.${s}`
    await expect(keys.verify(tampered)).rejects.toBeInstanceOf(JwtError)

    const unknownKid = `${base64url.encode(JSON.stringify({ alg: 'ES256', kid: 'nope', typ: 'JWT' }))}.${p}.${s}`
    await expect(keys.verify(unknownKid)).rejects.toMatchObject({ reason: 'invalid' })

    // HS256 "signed" with the public key as the secret: the classic algorithm-confusion forgery.
    const publicAsSecret = new TextEncoder().encode(JSON.stringify(keys.jwks.keys[0]))
    const confused = await new SignJWT({ sub: 'u', role: 'service_role', exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(publicAsSecret)
    await expect(keys.verify(confused)).rejects.toMatchObject({ reason: 'invalid' })

    const expired = await keys.sign({ sub: 'u', role: 'authenticated', exp: now() - 10 })
    await expect(keys.verify(expired)).rejects.toMatchObject({ reason: 'expired' })
    await expect(keys.verify('not-a-jwt')).rejects.toMatchObject({ reason: 'invalid' })
  })
})

describe('resolveIdentity', () => {
  it('maps no header to anon, new-format keys to their roles, and a token to its role claim', async () => {
    const { config } = configWith('')
    const keys = await loadKeys(config)
    expect(await resolveIdentity(keys, undefined)).toMatchObject({
      ok: true,
      identity: { role: 'anon' },
    })
    expect(
      await resolveIdentity(keys, 'Bearer sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'),
    ).toMatchObject({
      ok: true,
      identity: { role: 'service_role' },
    })
    expect(await resolveIdentity(keys, `Bearer ${keys.serviceRoleKey}`)).toMatchObject({
      ok: true,
      identity: { role: 'service_role' },
    })
    const user = await keys.sign({ sub: 'u', role: 'authenticated', exp: now() + 60 })
    expect(await resolveIdentity(keys, `Bearer ${user}`)).toMatchObject({
      ok: true,
      identity: { role: 'authenticated', claims: { sub: 'u' } },
    })
    expect(await resolveIdentity(keys, 'Bearer abc')).toMatchObject({
      ok: false,
      message: 'Expected 3 parts in JWT; got 1',
    })
    expect(await resolveIdentity(keys, 'Basic abc')).toMatchObject({ ok: false, reason: 'invalid' })
    const old = await keys.sign({ sub: 'u', role: 'authenticated', exp: now() - 1 })
    expect(await resolveIdentity(keys, `Bearer ${old}`)).toMatchObject({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    })
  })
})
