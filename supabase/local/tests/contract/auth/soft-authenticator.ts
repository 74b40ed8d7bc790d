import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software WebAuthn authenticator for Node tests, standing in for navigator.credentials: one
 * ES256 credential, "none" attestation, authenticator data built by hand. Its answers have
 * `toJSON()`, so auth-js serialises them as it would a browser's PublicKeyCredential.
 */

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url')
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest()

/** Flags byte: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP = 0x01
const UV = 0x04
const AT = 0x40

/** A challenge as auth-js hands it over (deserialised to bytes) or as the server sent it (base64url). */
type Challenge = BufferSource | string
const challengeText = (c: Challenge) => {
  if (typeof c === 'string') return c
  return b64url(
    ArrayBuffer.isView(c)
      ? new Uint8Array(c.buffer, c.byteOffset, c.byteLength)
      : new Uint8Array(c),
  )
}

export interface CeremonyOptions {
  /** The RP ID the authenticator hashes into authenticatorData. */
  rpId: string
  /** The origin the "browser" writes into clientDataJSON. */
  origin: string
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  private signCount = 0

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  get id() {
    return b64url(this.credentialId)
  }

  /** The credential public key as a COSE_Key (EC2, ES256, P-256). */
  private coseKey() {
    const jwk = this.publicKey.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
  }

  private authenticatorData(rpId: string, flags: number, attested: boolean) {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(++this.signCount)
    const parts = [sha256(rpId), Buffer.from([flags]), count]
    if (attested) {
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(this.credentialId.length)
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()))
    }
    return Buffer.concat(parts)
  }

  private clientData(type: string, challenge: Challenge, origin: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge: challengeText(challenge), origin, crossOrigin: false }),
    )
  }

  /** A PublicKeyCredential as its toJSON() writes it, around the authenticator's `response`. */
  private answer<R extends Record<string, unknown>>(response: R) {
    const json = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
    return { toJSON: () => json, json }
  }

  /** navigator.credentials.create(): a new credential for `challenge`. */
  create(challenge: Challenge, { rpId, origin }: CeremonyOptions) {
    const clientDataJSON = this.clientData('webauthn.create', challenge, origin)
    const authData = this.authenticatorData(rpId, UP | UV | AT, true)
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    )
    return this.answer({
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    })
  }

  /**
   * navigator.credentials.get(): an assertion over `challenge`, signed with the credential's
   * key; `userHandle` is the base64url user id the authenticator stored.
   */
  get(challenge: Challenge, { rpId, origin }: CeremonyOptions, userHandle?: string) {
    const clientDataJSON = this.clientData('webauthn.get', challenge, origin)
    const authData = this.authenticatorData(rpId, UP | UV, false)
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    )
    return this.answer({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(userHandle ? { userHandle } : {}),
    })
  }
}

/** The same answer with one byte of its signature flipped. */
export function tamperSignature<T extends { json: { response: { signature: string } } }>(
  answer: T,
) {
  const sig = Buffer.from(answer.json.response.signature, 'base64url')
  sig[sig.length - 1] ^= 0x01
  const json = { ...answer.json, response: { ...answer.json.response, signature: b64url(sig) } }
  return { toJSON: () => json, json }
}
