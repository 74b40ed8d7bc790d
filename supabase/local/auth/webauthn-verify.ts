import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { decodeAttestationObject, isoBase64URL } from '@simplewebauthn/server/helpers'
import { AuthError, validationFailed } from './errors'
import {
  OFFERED_ALGORITHMS,
  storedIdToWire,
  type RelyingParty,
  type SessionData,
  type StoredCredential,
} from './webauthn-options'

/** GoTrue's answer to a credential response of an MFA factor that does not parse. */
const invalidResponse = () => validationFailed('Invalid credential_response')
/** GoTrue passes a failed registration check on without a message of its own. */
const unexpected = () =>
  new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  )
/** GoTrue's wording for a failed assertion check of an MFA factor. */
const assertionFailed = () =>
  new AuthError(500, 'unexpected_failure', 'Failed to validate WebAuthn MFA response')

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isB64Url = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && /^[A-Za-z0-9_-]+={0,2}$/.test(v)

/**
 * The structural checks go-webauthn's response parser makes before any cryptography: the
 * credential fields are present and base64url, the client data is JSON, and (for a new
 * credential) the attestation object is CBOR.
 */
function parseCommon(raw: unknown, fields: string[], invalid: () => AuthError) {
  if (!isObject(raw) || !isObject(raw.response)) throw invalid()
  if (!isB64Url(raw.id) || raw.type !== 'public-key') throw invalid()
  if (raw.rawId !== undefined && !isB64Url(raw.rawId)) throw invalid()
  for (const f of fields) if (!isB64Url(raw.response[f])) throw invalid()
  try {
    JSON.parse(Buffer.from(raw.response.clientDataJSON as string, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  return raw
}

/** `invalid` is the refusal of a response that does not parse (each caller words its own). */
export function parseCreationResponse(
  raw: unknown,
  invalid = invalidResponse,
): RegistrationResponseJSON {
  const parsed = parseCommon(raw, ['clientDataJSON', 'attestationObject'], invalid)
  try {
    decodeAttestationObject(
      isoBase64URL.toBuffer((parsed.response as Record<string, string>).attestationObject),
    )
  } catch {
    throw invalid()
  }
  return {
    ...parsed,
    rawId: (parsed.rawId as string | undefined) ?? parsed.id,
  } as unknown as RegistrationResponseJSON
}

export function parseRequestResponse(
  raw: unknown,
  invalid = invalidResponse,
): AuthenticationResponseJSON {
  const parsed = parseCommon(raw, ['clientDataJSON', 'authenticatorData', 'signature'], invalid)
  const handle = (parsed.response as Record<string, unknown>).userHandle
  if (handle !== undefined && handle !== null && handle !== '' && !isB64Url(handle)) throw invalid()
  return {
    ...parsed,
    rawId: (parsed.rawId as string | undefined) ?? parsed.id,
  } as unknown as AuthenticationResponseJSON
}

/**
 * CreateCredential: checks a new credential against its challenge; the credential as stored.
 * `failed` is the refusal of a credential that does not check out.
 */
export async function checkCreation(
  rp: RelyingParty,
  session: SessionData,
  response: RegistrationResponseJSON,
  failed: () => AuthError = unexpected,
): Promise<{ credential: StoredCredential; aaguid: string }> {
  if (session.ceremony !== 'create') throw failed()
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: session.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: OFFERED_ALGORITHMS,
  }).catch(() => null)
  if (!result?.verified) throw failed()
  const info = result.registrationInfo
  const aaguidBytes = Buffer.from(info.aaguid.replace(/-/g, ''), 'hex')
  return {
    aaguid: info.aaguid,
    credential: {
      id: Buffer.from(info.credential.id, 'base64url').toString('base64'),
      publicKey: Buffer.from(info.credential.publicKey).toString('base64'),
      attestationType: info.fmt,
      transport: info.credential.transports ?? [],
      flags: {
        userPresent: true,
        userVerified: info.userVerified,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backupState: info.credentialBackedUp,
      },
      authenticator: {
        AAGUID: aaguidBytes.toString('base64'),
        signCount: info.credential.counter,
        cloneWarning: false,
        attachment: '',
      },
    },
  }
}

/**
 * ValidateLogin: checks an assertion against its challenge and the user's credentials; the
 * credential used. A sign counter that did not grow is only a clone warning to go-webauthn, so
 * it is not checked here. A discoverable challenge names no user (empty `user_id`): the
 * caller has already picked the user by the assertion's user handle. `failed` is the refusal
 * of an assertion that does not check out.
 */
export async function checkAssertion<C extends Pick<StoredCredential, 'id' | 'publicKey'>>(
  rp: RelyingParty,
  session: SessionData,
  response: AuthenticationResponseJSON,
  credentials: C[],
  failed: () => AuthError = assertionFailed,
): Promise<C> {
  if (session.ceremony !== 'request') throw failed()
  const handle = response.response.userHandle
  if (
    handle &&
    session.user_id &&
    Buffer.from(handle, 'base64url').toString('base64') !== session.user_id
  ) {
    throw failed()
  }
  const rawId = Buffer.from(response.rawId, 'base64url').toString('base64')
  const allowed = session.allowed_credentials ?? []
  if (allowed.length > 0 && !allowed.includes(rawId)) throw failed()
  const stored = credentials.find((c) => c.id === rawId)
  if (!stored) throw failed()
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: session.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: storedIdToWire(stored.id),
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64')),
      counter: 0,
    },
  }).catch(() => null)
  if (!result?.verified) throw failed()
  return stored
}
