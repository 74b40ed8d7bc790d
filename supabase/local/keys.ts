import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import {
  SignJWT,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  errors as joseErrors,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose'
import type { LocalConfig } from './config'
import { resolveConfigPath } from './config'

/**
 * Signing and verification as the Supabase CLI sets them up: with `signing_keys_path`, tokens
 * are signed with the first key (ES256 or RS256) and verified with any of them by `kid`; HS256
 * tokens are always checked against `jwt_secret` (GoTrue's fallback, and how the legacy anon
 * and service_role keys are signed).
 */
export type SigningAlg = 'ES256' | 'RS256' | 'HS256'

export interface Keys {
  readonly alg: SigningAlg
  readonly anonKey: string
  readonly serviceRoleKey: string
  /** The HS256 secret; printed by `supabase:status` only when tokens are signed with it. */
  readonly jwtSecret: string
  readonly jwks: { keys: JWK[] }
  sign(payload: JWTPayload): Promise<string>
  /** Verifies signature and expiry; throws JwtError. */
  verify(token: string): Promise<JWTPayload>
}

export class JwtError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    message: string,
  ) {
    super(message)
  }
}

// The new-format API keys the Supabase CLI prints; the gateway maps them to roles.
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

interface AsymmetricKey {
  kid: string
  alg: 'ES256' | 'RS256'
  privateKey: CryptoKey | null
  publicKey: CryptoKey
  publicJwk: JWK
}

/** Writes a fresh ES256 key in the format `supabase gen signing-key` produces. */
async function generateSigningKeyFile(file: string) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  const key = {
    ...jwk,
    kid: randomUUID(),
    use: 'sig',
    key_ops: ['sign', 'verify'],
    alg: 'ES256',
    ext: true,
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify([key], null, 2) + '\n', { mode: 0o600 })
}

async function loadAsymmetricKeys(file: string): Promise<AsymmetricKey[]> {
  const list = JSON.parse(readFileSync(file, 'utf8')) as JWK[]
  if (!Array.isArray(list) || list.length === 0)
    throw new Error(`${file}: expected a JSON array of JWKs`)
  return Promise.all(
    list.map(async (jwk, i): Promise<AsymmetricKey> => {
      const alg = jwk.alg as AsymmetricKey['alg']
      if (alg !== 'ES256' && alg !== 'RS256')
        throw new Error(`${file}[${i}]: alg must be ES256 or RS256`)
      if (!jwk.kid) throw new Error(`${file}[${i}]: kid is required`)
      // Everything but the private parts is public.
      const { d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ext: _ext, ...pub } = jwk
      const publicJwk: JWK = { ...pub, key_ops: ['verify'], use: 'sig' }
      const privateKey = d
        ? ((await importJWK({ ...jwk, key_ops: ['sign'] }, alg)) as CryptoKey)
        : null
      const publicKey = (await importJWK(publicJwk, alg)) as CryptoKey
      return { kid: jwk.kid, alg, privateKey, publicKey, publicJwk }
    }),
  )
}

export async function loadKeys(config: LocalConfig): Promise<Keys> {
  const secret = new TextEncoder().encode(config.auth.jwt_secret)
  let asym: AsymmetricKey[] = []
  if (config.auth.signing_keys_path) {
    const file = resolveConfigPath(config, config.auth.signing_keys_path)
    if (!existsSync(file)) await generateSigningKeyFile(file)
    asym = await loadAsymmetricKeys(file)
    if (!asym[0].privateKey) throw new Error(`${file}: the first key must include its private part`)
  }
  const signer = asym[0]

  const signHs = (payload: JWTPayload) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)

  // The CLI's legacy API keys: HS256 over jwt_secret, no sub, long-lived. With the CLI's default
  // secret they are byte-for-byte the well-known local keys.
  const apiKey = (role: string) => signHs({ iss: 'supabase-demo', role, exp: 1983812996 })

  return {
    alg: signer ? signer.alg : 'HS256',
    anonKey: await apiKey('anon'),
    serviceRoleKey: await apiKey('service_role'),
    jwtSecret: config.auth.jwt_secret,
    jwks: { keys: asym.map((k) => k.publicJwk) },
    async sign(payload) {
      if (!signer) return signHs(payload)
      return new SignJWT(payload)
        .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: 'JWT' })
        .sign(signer.privateKey!)
    },
    async verify(token) {
      let header
      try {
        header = decodeProtectedHeader(token)
      } catch {
        throw new JwtError('invalid', 'invalid JWT: unable to parse or verify signature')
      }
      try {
        if (header.alg === 'HS256') {
          return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
        }
        const key = asym.find((k) => k.kid === header.kid && k.alg === header.alg)
        if (!key) throw new JwtError('invalid', 'invalid JWT: unable to find a key for this kid')
        return (await jwtVerify(token, key.publicKey, { algorithms: [key.alg] })).payload
      } catch (e) {
        if (e instanceof JwtError) throw e
        if (e instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'token is expired')
        throw new JwtError('invalid', 'invalid JWT: unable to parse or verify signature')
      }
    },
  }
}
