import { Hono, type Context } from 'hono'
import { UUID_RE } from '../http/uuid'
import type { AuthContext } from './context'
import { authTx } from './db'
import {
  notFound,
  optBoolean,
  optObject,
  optString,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import { requireAdmin } from './middleware'
import { assertStrongPassword, hashPassword } from './passwords'
import { findUserByEmail, findUserById, insertUser, mergeMetadata, userJson } from './users'
import { validateEmail, validatePhone } from './validate'

/** ban_duration: "none" or a Go duration such as "24h", "90m", "1h30m". Returns seconds, or null for none. */
function parseBanDuration(value: string): number | null {
  if (value === 'none') return null
  const re = /(\d+(?:\.\d+)?)(h|m|s|ms)/g
  let total = 0
  let consumed = ''
  for (const m of value.matchAll(re)) {
    total += Number(m[1]) * { h: 3600, m: 60, s: 1, ms: 0.001 }[m[2] as 'h' | 'm' | 's' | 'ms']
    consumed += m[0]
  }
  if (consumed !== value || consumed === '')
    throw validationFailed('invalid format for ban duration')
  return total
}

/** Go's strconv.ParseUint(s, 10, 64): unsigned decimal digits only, else its error text. */
function parseUint(value: string): number {
  if (!/^[0-9]+$/.test(value))
    throw new Error(`strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`)
  return Number(value)
}

/** GoTrue's paginate: `page` (default 1) and `per_page` (default 50, not 0); bad values → 400. */
function pagination(page: string | undefined, perPage: string | undefined) {
  try {
    const p = page ? parseUint(page) : 1
    const pp = perPage ? parseUint(perPage) : 50
    if (perPage && pp === 0) throw new Error('per_page must be greater than 0')
    return { page: Math.max(p, 1), perPage: Math.min(pp, 1000) }
  } catch (e) {
    throw validationFailed(`Bad Pagination Parameters: ${(e as Error).message}`)
  }
}

export function adminRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  app.use('/admin/*', async (c, next) => {
    await requireAdmin(ctx, c)
    await next()
  })

  const userIdParam = (c: Context) => {
    const id = c.req.param('id') ?? ''
    if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID')
    return id
  }

  app.get('/admin/users', async (c) => {
    const { page, perPage } = pagination(c.req.query('page'), c.req.query('per_page'))
    const result = await authTx(db, async (tx) => {
      const total = await tx.query<{ n: number }>(
        `select count(*)::int as n from auth.users where deleted_at is null and aud = 'authenticated'`,
      )
      const { rows } = await tx.query<{ id: string }>(
        `select id from auth.users where deleted_at is null and aud = 'authenticated'
         order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      )
      const users = []
      for (const r of rows) users.push(await userJson(tx, (await findUserById(tx, r.id))!))
      return { users, total: Number(total.rows[0].n) }
    })
    const last = Math.max(1, Math.ceil(result.total / perPage))
    const links = []
    if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`)
    c.header('x-total-count', String(result.total))
    c.header('link', links.join(', '))
    return c.json({ users: result.users, aud: 'authenticated' })
  })

  app.post('/admin/users', async (c) => {
    const body = await readJson(c)
    const rawEmail = optString(body, 'email')
    const phone = optString(body, 'phone')
    if (!rawEmail && !phone)
      throw validationFailed('Cannot create a user without either an email or phone')
    const email = rawEmail ? validateEmail(rawEmail) : ''
    if (phone) validatePhone(phone)
    const password = optString(body, 'password')
    const passwordHashIn = optString(body, 'password_hash')
    const userMetadata = optObject(body, 'user_metadata') ?? optObject(body, 'data') ?? {}
    const appMetadata = optObject(body, 'app_metadata') ?? {}
    const emailConfirm = optBoolean(body, 'email_confirm') ?? false
    const id = optString(body, 'id')
    const role = optString(body, 'role')
    const ban = optString(body, 'ban_duration')
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone users are not supported')
    if (id !== undefined && !UUID_RE.test(id)) throw validationFailed('id must be a UUID')
    let hash: string | null = null
    if (password) {
      assertStrongPassword(password, config.auth.minimum_password_length)
      hash = await hashPassword(password)
    } else if (passwordHashIn) {
      if (!passwordHashIn.startsWith('$2'))
        throw validationFailed('password_hash must be a bcrypt hash')
      hash = passwordHashIn
    }
    const banSeconds = ban ? parseBanDuration(ban) : null
    const user = await authTx(db, async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      if (id && (await findUserById(tx, id))) {
        throw unprocessable('user_already_exists', 'User already registered')
      }
      const newId = await insertUser(tx, {
        id,
        email,
        passwordHash: hash,
        userMetadata,
        appMetadata,
        role,
        confirmed: emailConfirm,
      })
      if (emailConfirm) {
        await tx.query(
          `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb where id = $1`,
          [newId],
        )
      }
      if (banSeconds) {
        await tx.query(
          `update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`,
          [newId, banSeconds],
        )
      }
      return userJson(tx, (await findUserById(tx, newId))!)
    })
    return c.json(user)
  })

  app.get('/admin/users/:id', async (c) => {
    const id = userIdParam(c)
    const user = await authTx(db, async (tx) => {
      const u = await findUserById(tx, id)
      if (!u || u.deleted_at) throw notFound('user_not_found', 'User not found')
      return userJson(tx, u)
    })
    return c.json(user)
  })

  app.put('/admin/users/:id', async (c) => {
    const id = userIdParam(c)
    const body = await readJson(c)
    const rawEmail = optString(body, 'email')
    const password = optString(body, 'password')
    const userMetadata = optObject(body, 'user_metadata') ?? optObject(body, 'data')
    const appMetadata = optObject(body, 'app_metadata')
    const emailConfirm = optBoolean(body, 'email_confirm')
    const role = optString(body, 'role')
    const ban = optString(body, 'ban_duration')
    const email = rawEmail ? validateEmail(rawEmail) : undefined
    let hash: string | null = null
    if (password !== undefined) {
      assertStrongPassword(password, config.auth.minimum_password_length)
      hash = await hashPassword(password)
    }
    const banSeconds = ban !== undefined ? parseBanDuration(ban) : undefined
    const user = await authTx(db, async (tx) => {
      const u = await findUserById(tx, id, true)
      if (!u || u.deleted_at) throw notFound('user_not_found', 'User not found')
      if (email && email !== u.email) {
        const taken = await findUserByEmail(tx, email)
        if (taken && taken.id !== id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        await tx.query(`update auth.users set email = $2 where id = $1`, [id, email])
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
             updated_at = now() where user_id = $1 and provider = 'email'`,
          [id, email],
        )
      }
      if (hash)
        await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, hash])
      if (userMetadata) {
        await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(u.raw_user_meta_data, userMetadata)),
        ])
      }
      if (appMetadata) {
        await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(u.raw_app_meta_data, appMetadata)),
        ])
      }
      if (emailConfirm === true) {
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
          [id],
        )
      }
      if (role) await tx.query(`update auth.users set role = $2 where id = $1`, [id, role])
      if (banSeconds !== undefined) {
        await tx.query(
          `update auth.users set banned_until = case when $2::float8 is null then null
             else now() + make_interval(secs => $2::float8) end where id = $1`,
          [id, banSeconds],
        )
        if (banSeconds) await tx.query(`delete from auth.sessions where user_id = $1`, [id])
      }
      await tx.query(`update auth.users set updated_at = now() where id = $1`, [id])
      return userJson(tx, (await findUserById(tx, id))!)
    })
    return c.json(user)
  })

  app.delete('/admin/users/:id', async (c) => {
    const id = userIdParam(c)
    const body = await readJson(c)
    const soft = optBoolean(body, 'should_soft_delete') ?? false
    await authTx(db, async (tx) => {
      const u = await findUserById(tx, id, true)
      if (!u || u.deleted_at) throw notFound('user_not_found', 'User not found')
      if (!soft) {
        await tx.query(`delete from auth.users where id = $1`, [id])
        return
      }
      // Soft delete, as GoTrue: the row stays (foreign keys hold), personal data and access go.
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
           raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      )
      await tx.query(`delete from auth.identities where user_id = $1`, [id])
      await tx.query(`delete from auth.sessions where user_id = $1`, [id])
      await tx.query(`delete from auth.mfa_factors where user_id = $1`, [id])
    })
    return c.json({})
  })

  return app
}
