import { Hono } from 'hono'
import type { AuthContext } from './context'
import { authTx } from './db'
import { optString, readJson, unprocessable, validationFailed } from './errors'
import { authenticate } from './middleware'
import { UUID_RE } from '../http/uuid'
import {
  invalidCredential,
  passkeyNotFound,
  passkeyRelyingParty,
  requireManagementAal,
  requireNotAnonymous,
  spendChallenge,
  verificationFailed,
  verifyParams,
} from './passkey-ceremony'
import { passkeySignInRoutes } from './passkey-sign-in'
import {
  asStored,
  countPasskeys,
  findPasskey,
  insertPasskey,
  insertPasskeyChallenge,
  passkeyJson,
  userPasskeys,
} from './passkey-store'
import { creationOptions } from './webauthn-options'
import { checkCreation, parseCreationResponse } from './webauthn-verify'

/** GoTrue's limit on a passkey's friendly name, in characters. */
const FRIENDLY_NAME_MAX = 120
/** GoTrue names a new passkey after its authenticator model when it knows the AAGUID, else this. */
const DEFAULT_FRIENDLY_NAME = 'Passkey'

/**
 * `/passkeys` with `[auth.passkey] enabled = true`, as GoTrue's passkey handlers: a signed-in
 * user registers discoverable credentials, lists, renames and deletes them; anyone signs in
 * with one (./passkey-sign-in.ts). Switched off, ./disabled.ts answers every route instead.
 */
export function passkeyRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { db, config } = ctx.platform
  if (!config.auth.passkey.enabled) return app
  const run = <T>(fn: Parameters<typeof authTx<T>>[1]) => authTx(db, fn)
  const tooMany = () => unprocessable('too_many_passkeys', 'Maximum number of passkeys reached')

  app.route('/', passkeySignInRoutes(ctx))

  app.post('/passkeys/registration/options', async (c) => {
    const auth = await authenticate(ctx, c)
    requireNotAnonymous(auth)
    const answer = await run(async (tx) => {
      await requireManagementAal(tx, auth)
      const existing = await userPasskeys(tx, auth.user.id)
      if (existing.length >= config.auth.passkey.max_passkeys_per_user) throw tooMany()
      const rp = passkeyRelyingParty(ctx)
      const displayName = auth.user.raw_user_meta_data?.name
      const user = {
        id: auth.user.id,
        email: auth.user.email ?? auth.user.phone ?? null,
        displayName: typeof displayName === 'string' ? displayName : undefined,
      }
      const { options, session } = creationOptions(rp, user, existing.map(asStored), 'passkey')
      const challenge = await insertPasskeyChallenge(tx, auth.user.id, 'registration', session)
      return {
        challenge_id: challenge.id,
        options: options.publicKey,
        expires_at: challenge.expiresAt,
      }
    })
    return c.json(answer)
  })

  app.post('/passkeys/registration/verify', async (c) => {
    const auth = await authenticate(ctx, c)
    requireNotAnonymous(auth)
    await run((tx) => requireManagementAal(tx, auth))
    const { challengeId, credential } = verifyParams(await readJson(c))
    const session = await spendChallenge(run, challengeId, 'registration', auth.user.id)
    const response = parseCreationResponse(credential, invalidCredential)
    const rp = passkeyRelyingParty(ctx)
    const checked = await checkCreation(rp, session, response, verificationFailed)
    const created = await run(async (tx) => {
      if ((await countPasskeys(tx, auth.user.id)) >= config.auth.passkey.max_passkeys_per_user)
        throw tooMany()
      const row = await insertPasskey(
        tx,
        auth.user.id,
        checked.credential,
        checked.aaguid,
        DEFAULT_FRIENDLY_NAME,
      )
      if (!row)
        throw unprocessable('webauthn_credential_exists', 'This credential is already registered')
      return row
    })
    return c.json({
      id: created.id,
      friendly_name: created.friendly_name,
      created_at: passkeyJson(created).created_at,
    })
  })

  app.get('/passkeys', async (c) => {
    const auth = await authenticate(ctx, c)
    return c.json((await run((tx) => userPasskeys(tx, auth.user.id))).map(passkeyJson))
  })

  app.patch('/passkeys/:id', async (c) => {
    const auth = await authenticate(ctx, c)
    const id = c.req.param('id')
    if (!UUID_RE.test(id)) throw passkeyNotFound()
    const friendlyName = optString(await readJson(c), 'friendly_name')
    if (!friendlyName) throw validationFailed('friendly_name is required')
    if ([...friendlyName].length > FRIENDLY_NAME_MAX) {
      throw validationFailed(`friendly_name must be ${FRIENDLY_NAME_MAX} characters or less`)
    }
    const updated = await run(async (tx) => {
      const row = await findPasskey(tx, id, auth.user.id)
      if (!row) throw passkeyNotFound()
      await tx.query(
        `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1`,
        [id, friendlyName],
      )
      return { ...row, friendly_name: friendlyName }
    })
    return c.json(passkeyJson(updated))
  })

  app.delete('/passkeys/:id', async (c) => {
    const auth = await authenticate(ctx, c)
    await run(async (tx) => {
      await requireManagementAal(tx, auth)
      const id = c.req.param('id')
      if (!UUID_RE.test(id)) throw passkeyNotFound()
      if (!(await findPasskey(tx, id, auth.user.id))) throw passkeyNotFound()
      await tx.query(`delete from auth.webauthn_credentials where id = $1`, [id])
    })
    return c.body(null, 204)
  })

  return app
}
