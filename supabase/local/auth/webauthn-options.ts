import { randomBytes } from 'node:crypto'
import type { LocalConfig } from '../config'
import { AuthError } from './errors'

/**
 * The WebAuthn ceremony options GoTrue hands to the browser, in the JSON shape of the
 * go-webauthn library it uses (its defaults: 32-byte challenge, 300 s timeout, user
 * verification "preferred", no attestation, resident key not required).
 */

/** The algorithms go-webauthn offers at registration, in its order (ES256 … PS512, EdDSA). */
export const OFFERED_ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8]
const TIMEOUT_MS = 300_000

export interface RelyingParty {
  id: string
  name: string
  origins: string[]
}

/**
 * `[auth.webauthn]` as the relying party. go-webauthn refuses to start a ceremony while any of
 * the three settings is missing, which GoTrue passes on as an unexpected failure.
 */
export function relyingParty(config: LocalConfig): RelyingParty {
  const { rp_id, rp_display_name, rp_origins } = config.auth.webauthn
  if (!rp_id || !rp_display_name || rp_origins.length === 0) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    )
  }
  return { id: rp_id, name: rp_display_name, origins: rp_origins }
}

/** A credential the user already has, as kept in `auth.mfa_factors.web_authn_credential`. */
export interface StoredCredential {
  id: string
  publicKey: string
  attestationType: string
  transport: string[]
  flags: {
    userPresent: boolean
    userVerified: boolean
    backupEligible: boolean
    backupState: boolean
  }
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string }
}

/** Binary values in stored JSON are standard base64 (as Go encodes []byte); the wire uses base64url. */
export const storedIdToWire = (id: string) => Buffer.from(id, 'base64').toString('base64url')

/** What a challenge row keeps to check the answer (`auth.mfa_challenges.web_authn_session_data`). */
export interface SessionData {
  challenge: string
  user_id: string
  allowed_credentials?: string[]
  expires: string
  userVerification: 'preferred'
  /** Which ceremony the challenge started: a new credential or an assertion. */
  ceremony: 'create' | 'request'
}

export interface WebAuthnUser {
  id: string
  email: string | null
  /** GoTrue's passkey user adapter shows `user_metadata.name` as the display name when set. */
  displayName?: string
}

/** The user handle GoTrue gives authenticators: the bytes of the user id's text form. */
export const userHandle = (user: WebAuthnUser) => Buffer.from(user.id, 'utf8')

function sessionData(
  user: WebAuthnUser | null,
  challenge: string,
  ceremony: SessionData['ceremony'],
  allowed?: string[],
) {
  const data: SessionData = {
    challenge,
    user_id: user ? userHandle(user).toString('base64') : '',
    ...(allowed ? { allowed_credentials: allowed } : {}),
    expires: '0001-01-01T00:00:00Z',
    userVerification: 'preferred',
    ceremony,
  }
  return data
}

/**
 * How a ceremony asks for a new credential: WebAuthn MFA factors take go-webauthn's defaults
 * (resident key not required, existing credentials excluded with transports `usb`, `nfc`);
 * passkeys need a discoverable credential (go-webauthn then also sets `requireResidentKey`)
 * and exclude existing credentials by id alone.
 */
export type CreationKind = 'mfa' | 'passkey'

const AUTHENTICATOR_SELECTION: Record<CreationKind, Record<string, unknown>> = {
  mfa: { requireResidentKey: false, userVerification: 'preferred' },
  passkey: { requireResidentKey: true, residentKey: 'required', userVerification: 'preferred' },
}

/** BeginRegistration: creation options for a new credential, excluding the user's existing ones. */
export function creationOptions(
  rp: RelyingParty,
  user: WebAuthnUser,
  existing: Pick<StoredCredential, 'id'>[],
  kind: CreationKind = 'mfa',
) {
  const challenge = randomBytes(32).toString('base64url')
  const name = user.email ?? ''
  const publicKey = {
    rp: { name: rp.name, id: rp.id },
    user: {
      name,
      displayName: user.displayName || name,
      id: userHandle(user).toString('base64url'),
    },
    challenge,
    pubKeyCredParams: OFFERED_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: TIMEOUT_MS,
    ...(existing.length > 0
      ? {
          excludeCredentials: existing.map((c) => ({
            type: 'public-key',
            id: storedIdToWire(c.id),
            ...(kind === 'mfa' ? { transports: ['usb', 'nfc'] } : {}),
          })),
        }
      : {}),
    authenticatorSelection: AUTHENTICATOR_SELECTION[kind],
    attestation: 'none',
  }
  return { options: { publicKey }, session: sessionData(user, challenge, 'create') }
}

/**
 * BeginDiscoverableLogin: request options for any credential the authenticator holds for this
 * relying party (no allowCredentials, no user); the assertion's user handle names the user.
 */
export function discoverableRequestOptions(rp: RelyingParty) {
  const challenge = randomBytes(32).toString('base64url')
  const publicKey = { challenge, timeout: TIMEOUT_MS, rpId: rp.id, userVerification: 'preferred' }
  return { options: { publicKey }, session: sessionData(null, challenge, 'request') }
}

/** BeginLogin: request options naming every credential the user has. */
export function requestOptions(
  rp: RelyingParty,
  user: WebAuthnUser,
  credentials: StoredCredential[],
) {
  const challenge = randomBytes(32).toString('base64url')
  const publicKey = {
    challenge,
    timeout: TIMEOUT_MS,
    rpId: rp.id,
    allowCredentials: credentials.map((c) => ({
      type: 'public-key',
      id: storedIdToWire(c.id),
      ...(c.transport.length > 0 ? { transports: c.transport } : {}),
    })),
    userVerification: 'preferred',
  }
  const allowed = credentials.map((c) => c.id)
  return { options: { publicKey }, session: sessionData(user, challenge, 'request', allowed) }
}
