import { Hono, type Context } from 'hono'
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
import { createEmailLink, type PendingMail } from './links'
import { requireAdmin } from './middleware'
import { assertStrongPassword, hashPassword } from './passwords'
import { redirectTarget } from './redirect'
import { findUserByEmail, findUserById, insertUser, mergeMetadata, userJson } from './users'
import { validateEmail } from './validate'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
  if (consumed !== value || consumed === '') throw validationFailed('invalid format for ban duration')
  return total
}

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
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
    if (!UUID_RE.test(id)) throw notFound('user_not_found', 'User not found')
    return id
  }

  app.get('/admin/users', async (c) => {
    const page = positiveInt(c.req.query('page'), 1)
    const perPage = Math.min(positiveInt(c.req.query('per_page'), 50), 1000)
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
    const email = validateEmail(optString(body, 'email'))
    const password = optString(body, 'password')
    const passwordHashIn = optString(body, 'password_hash')
    const userMetadata = optObject(body, 'user_metadata') ?? optObject(body, 'data') ?? {}
    const appMetadata = optObject(body, 'app_metadata') ?? {}
    const emailConfirm = optBoolean(body, 'email_confirm') ?? false
    const id = optString(body, 'id')
    const role = optString(body, 'role')
    const ban = optString(body, 'ban_duration')
    if (optString(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone users are not supported')
    if (id !== undefined && !UUID_RE.test(id)) throw validationFailed('id must be a UUID')
    let hash: string | null = null
    if (password) {
      assertStrongPassword(password, config.auth.minimum_password_length)
      hash = await hashPassword(password)
    } else if (passwordHashIn) {
      if (!passwordHashIn.startsWith('$2')) throw validationFailed('password_hash must be a bcrypt hash')
      hash = passwordHashIn
    }
    const banSeconds = ban ? parseBanDuration(ban) : null
    const user = await authTx(db, async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered')
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
        await tx.query(`update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`, [
          newId,
          banSeconds,
        ])
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
          throw unprocessable('email_exists', 'A user with this email address has already been registered')
        }
        await tx.query(`update auth.users set email = $2 where id = $1`, [id, email])
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
             updated_at = now() where user_id = $1 and provider = 'email'`,
          [id, email],
        )
      }
      if (hash) await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, hash])
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
        await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id])
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

  /** generate_link: the link an email would carry, without sending it (auth.admin.generateLink). */
  app.post('/admin/generate_link', async (c) => {
    const body = await readJson(c)
    const type = optString(body, 'type')
    const email = validateEmail(optString(body, 'email'))
    const password = optString(body, 'password')
    const data = optObject(body, 'data') ?? {}
    const redirectTo = redirectTarget(config, c.req.query('redirect_to') ?? optString(body, 'redirect_to'))
    if (type !== 'signup' && type !== 'invite' && type !== 'magiclink' && type !== 'recovery') {
      throw validationFailed('Invalid email action link type requested: ' + String(type))
    }
    let hash: string | null = null
    if (type === 'signup') {
      if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password')
      assertStrongPassword(password, config.auth.minimum_password_length)
      hash = await hashPassword(password)
    }
    const out = await authTx(db, async (tx) => {
      let user = await findUserByEmail(tx, email)
      if (type === 'signup' || type === 'invite') {
        if (user?.email_confirmed_at) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered')
        }
        if (!user) {
          const id = await insertUser(tx, {
            email,
            passwordHash: hash,
            userMetadata: data,
            confirmed: false,
            invited: type === 'invite',
          })
          user = await findUserById(tx, id)
        }
      } else if (!user) {
        throw notFound('user_not_found', 'User with this email not found')
      }
      const mail: PendingMail = await createEmailLink(ctx, tx, { userId: user!.id, email, kind: type, redirectTo })
      const fresh = await findUserById(tx, user!.id)
      return {
        ...(await userJson(tx, fresh!)),
        action_link: mail.link,
        email_otp: mail.otp,
        hashed_token: mail.token_hash,
        redirect_to: redirectTo,
        verification_type: type,
      }
    })
    return c.json(out)
  })

  return app
}
