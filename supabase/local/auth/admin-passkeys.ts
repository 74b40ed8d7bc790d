import { Hono } from 'hono'
import type { AuthContext } from './context'
import { onPathUser, pathUserList } from './admin-factors'
import { UUID_RE } from '../http/uuid'
import { passkeyNotFound } from './passkey-ceremony'
import { findPasskey, passkeyJson, userPasskeys } from './passkey-store'

/**
 * The admin passkey API (auth.admin.passkey.list / delete), as GoTrue's AdminPasskeyList and
 * AdminPasskeyDelete. GoTrue serves these whether or not `[auth.passkey]` is enabled, so they
 * are always on: a user's passkeys oldest first; deleting answers 204.
 */
export function adminPasskeyRoutes(ctx: AuthContext) {
  const app = new Hono()

  app.get('/admin/users/:id/passkeys', pathUserList(ctx, userPasskeys, passkeyJson))

  app.delete('/admin/users/:id/passkeys/:passkeyId', async (c) => {
    await onPathUser(ctx, c, async (tx, user) => {
      const passkeyId = c.req.param('passkeyId')
      const found = UUID_RE.test(passkeyId) ? await findPasskey(tx, passkeyId, user.id) : null
      if (!found) throw passkeyNotFound()
      await tx.query(`delete from auth.webauthn_credentials where id = $1`, [found.id])
    })
    return c.body(null, 204)
  })

  return app
}
