import { Hono, type Context } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { notFound } from './errors'
import { requireAdmin } from './middleware'
import { UUID_RE } from '../http/uuid'
import { factorJson, factorRows, findUserById, type UserRow } from './users'

/** GoTrue's loadUser: a malformed id and an unknown user are both 404, with different codes. */
export async function loadUser(tx: Queryable, c: Context) {
  const id = c.req.param('id') ?? ''
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(tx, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

/**
 * An admin route's work on the user its path names, as GoTrue's admin handlers do it: the caller
 * must be an admin, then the user is loaded (loadUser's 404s) in the route's transaction.
 */
export async function onPathUser<T>(
  ctx: AuthContext,
  c: Context,
  fn: (tx: Queryable, user: UserRow) => Promise<T>,
): Promise<T> {
  await requireAdmin(ctx, c)
  return authTx(ctx.platform.db, async (tx) => fn(tx, await loadUser(tx, c)))
}

/**
 * An admin list route, as GoTrue's list handlers answer: every row `rows` finds for the user the
 * path names (after onPathUser's checks), each as `json` makes it.
 */
export function pathUserList<R, J>(
  ctx: AuthContext,
  rows: (tx: Queryable, userId: string) => Promise<R[]>,
  json: (row: R) => J,
) {
  return async (c: Context) => {
    const found = await onPathUser(ctx, c, (tx, user) => rows(tx, user.id))
    return c.json(found.map(json))
  }
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

  app.get('/admin/users/:id/factors', pathUserList(ctx, factorRows, factorJson))

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const factor = await onPathUser(ctx, c, async (tx, user) => {
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
