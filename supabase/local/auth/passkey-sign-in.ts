import { Hono } from 'hono'
import { UUID_RE } from '../http/uuid'
import type { AuthContext } from './context'
import { authTx } from './db'
import { forbidden, readJson } from './errors'
import {
  invalidCredential,
  passkeyRelyingParty,
  spendChallenge,
  verificationFailed,
  verifyParams,
} from './passkey-ceremony'
import { asStored, insertPasskeyChallenge, userPasskeys } from './passkey-store'
import { clientIp } from './ratelimit'
import { signIn } from './sessions'
import { findUserById, isBanned, isConfirmed } from './users'
import { discoverableRequestOptions } from './webauthn-options'
import { checkAssertion, parseRequestResponse } from './webauthn-verify'

/** The AMR method of a passkey sign-in, as GoTrue names it. */
const PASSKEY_AMR = 'passkey'

/** The signature counter of authenticator data: 4 bytes after the RP ID hash and flags. */
const signCount = (authenticatorData: string) =>
  Buffer.from(authenticatorData, 'base64url').readUInt32BE(33)

/**
 * Sign-in with a passkey (GoTrue's discoverable login): options name no user and no
 * credentials; the assertion's user handle (the user id's text) picks the user, whose passkeys
 * must include the one that signed. Success answers a session like any other grant.
 */
export function passkeySignInRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { db } = ctx.platform
  const run = <T>(fn: Parameters<typeof authTx<T>>[1]) => authTx(db, fn)

  app.post('/passkeys/authentication/options', async (c) => {
    const rp = passkeyRelyingParty(ctx)
    const { options, session } = discoverableRequestOptions(rp)
    const challenge = await run((tx) => insertPasskeyChallenge(tx, null, 'authentication', session))
    return c.json({
      challenge_id: challenge.id,
      options: options.publicKey,
      expires_at: challenge.expiresAt,
    })
  })

  app.post('/passkeys/authentication/verify', async (c) => {
    const { challengeId, credential } = verifyParams(await readJson(c))
    const session = await spendChallenge(run, challengeId, 'authentication', null)
    const response = parseRequestResponse(credential, invalidCredential)
    const rp = passkeyRelyingParty(ctx)

    const handle = response.response.userHandle
    const userId = handle ? Buffer.from(handle, 'base64url').toString('utf8') : ''
    if (!UUID_RE.test(userId)) throw verificationFailed()
    const user = await findUserById(db, userId)
    if (!user) throw verificationFailed()
    const passkeys = (await run((tx) => userPasskeys(tx, user.id))).map(asStored)
    if (passkeys.length === 0) throw verificationFailed()
    const used = await checkAssertion(rp, session, response, passkeys, verificationFailed)

    if (user.email && !isConfirmed(user))
      throw forbidden('email_not_confirmed', 'Email not confirmed')
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')

    const meta = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null }
    const answer = await run(async (tx) => {
      await tx.query(
        `update auth.webauthn_credentials set last_used_at = now(), updated_at = now(),
           sign_count = greatest(sign_count, $2) where id = $1`,
        [used.passkeyId, signCount(response.response.authenticatorData)],
      )
      return signIn(ctx, tx, user.id, PASSKEY_AMR, meta)
    })
    return c.json(answer)
  })

  return app
}
