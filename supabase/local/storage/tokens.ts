import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { errors } from './errors'

/** Upload URLs stay valid this long, as on hosted Storage. */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60

export interface UrlClaims {
  /** `<bucket>/<object name>`: the one object the token opens. */
  url: string
  /** What it allows: a download URL's token does not let anyone upload, nor the other way. */
  scope: 'download' | 'upload'
  /** Signed upload URLs: whose object it becomes, and whether it may replace one. */
  owner?: string
  upsert?: boolean
}

/**
 * Signed-URL tokens are JWTs over the project's JWT secret, as hosted Storage makes them, with
 * the object's path inside so a token for one path opens no other.
 */
export class UrlSigner {
  private readonly key: Uint8Array

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret)
  }

  sign(claims: UrlClaims, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.key)
  }

  /** The token's claims when it is ours, unexpired, for exactly `url` and for `scope`. */
  async verify(token: string | null, url: string, scope: UrlClaims['scope']): Promise<UrlClaims> {
    if (!token) throw errors.invalidRequest("querystring must have required property 'token'")
    let payload: Record<string, unknown>
    try {
      payload = (await jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw errors.invalidJwt('jwt expired')
      throw errors.invalidJwt('invalid signature')
    }
    if (typeof payload.url !== 'string' || payload.scope !== scope) {
      throw errors.invalidJwt(`The token is not a signed ${scope} URL token`)
    }
    if (payload.url !== url) throw errors.invalidSignature()
    return payload as unknown as UrlClaims
  }
}
