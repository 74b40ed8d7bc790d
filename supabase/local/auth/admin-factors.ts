import { Hono, type Context } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { notFound } from './errors'
import { requireAdmin } from './middleware'
import { factorJson, factorRows, findUserById } from './users'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** GoTrue's loadUser: a malformed id and an unknown user are both 404, with different codes. */
export async function loadUser(tx: Queryable, c: Context) {
  const id = c.req.param('id') ?? ''
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(tx, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

/**
 * The admin MFA API (auth.admin.mfa.listFactors / deleteFactor), as GoTrue's
 * adminUserGetFactors and adminUserDeleteFactor: every factor of the user, verified or not;
 * deleting answers the deleted factor. Deleting only removes the factor (its challenges go with
 * it): sessions that reached aal2 keep their claims until they end, as on GoTrue, and the user's
 * next password sign-in is complete at aal1.
 */
export function adminFactorRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { db } = ctx.platform

  app.get('/admin/users/:id/factors', async (c) => {
    await requireAdmin(ctx, c)
    const factors = await authTx(db, async (tx) => factorRows(tx, (await loadUser(tx, c)).id))
    return c.json(factors.map(factorJson))
  })

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    await requireAdmin(ctx, c)
    const factor = await authTx(db, async (tx) => {
      const user = await loadUser(tx, c)
      const factorId = c.req.param('factorId')
      if (!UUID_RE.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
      const [row] = await factorRows(tx, user.id, factorId)
      if (!row) throw notFound('mfa_factor_not_found', 'Factor not found')
      await tx.query(`delete from auth.mfa_factors where id = $1`, [row.id])
      return row
    })
    return c.json(factorJson(factor))
  })

  return app
}
