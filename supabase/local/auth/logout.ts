import { Hono } from 'hono'
import type { AuthContext } from './context'
import { authTx } from './db'
import { validationFailed } from './errors'
import { authenticate } from './middleware'

export function logoutRoutes(ctx: AuthContext) {
  const app = new Hono()

  /** scope=global (default): every session of the user; local: this one; others: all but this one. */
  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`)
    }
    const auth = await authenticate(ctx, c)
    await authTx(ctx.platform.db, async (tx) => {
      if (scope === 'global') {
        await tx.query(`delete from auth.sessions where user_id = $1`, [auth.user.id])
      } else if (scope === 'local') {
        if (auth.sessionId)
          await tx.query(`delete from auth.sessions where id = $1`, [auth.sessionId])
      } else {
        await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
          auth.user.id,
          auth.sessionId,
        ])
      }
    })
    return c.body(null, 204)
  })

  return app
}
