import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import { firstRow } from '../db/first-row'
import { iso, toDate } from './db'

/** The auth.users columns auth/v1 reads. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, deleted_at, is_anonymous`

export async function findUserById(
  tx: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | null> {
  return firstRow<UserRow>(
    tx,
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  )
}

export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | null> {
  return firstRow<UserRow>(
    tx,
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
     order by created_at limit 1`,
    [email],
  )
}

export function isConfirmed(u: UserRow): boolean {
  return u.email_confirmed_at !== null || u.phone_confirmed_at !== null
}

export function isBanned(u: UserRow): boolean {
  const until = toDate(u.banned_until)
  return until !== null && until.getTime() > Date.now()
}

export interface NewUser {
  id?: string
  email: string
  passwordHash: string | null
  userMetadata: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  role?: string
  confirmed: boolean
  confirmationSent?: boolean
  invited?: boolean
}

/** Inserts auth.users and its email identity as GoTrue's signupNewUser does. */
export async function insertUser(tx: Queryable, u: NewUser): Promise<string> {
  const id = u.id ?? randomUUID()
  const app = { provider: 'email', providers: ['email'], ...(u.appMetadata ?? {}) }
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, invited_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
       created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5::boolean then now() end, case when $6::boolean then now() end,
       case when $7::boolean then now() end, $8::jsonb, $9::jsonb, false, now(), now(), false)`,
    [
      id,
      u.role ?? 'authenticated',
      u.email,
      u.passwordHash ?? '',
      u.confirmed,
      u.confirmationSent ?? false,
      u.invited ?? false,
      JSON.stringify(app),
      JSON.stringify(u.userMetadata),
    ],
  )
  const identityData = {
    sub: id,
    email: u.email,
    email_verified: u.confirmed,
    phone_verified: false,
  }
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  )
  return id
}

/** A new, unconfirmed email user (as a signup or an invitation makes one), read back as a row. */
export async function insertUnconfirmedUser(
  tx: Queryable,
  email: string,
  passwordHash: string | null,
  userMetadata: Record<string, unknown>,
): Promise<UserRow> {
  const id = await insertUser(tx, { email, passwordHash, userMetadata, confirmed: false })
  return (await findUserById(tx, id))!
}

/** Marks the email confirmed, as GoTrue's user.Confirm does (metadata gets email_verified). */
export async function confirmUser(tx: Queryable, id: string) {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [id],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  )
}

/** GoTrue merges metadata updates key by key; a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) }
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete out[k]
    else out[k] = v
  }
  return out
}

function withoutNull(obj: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined))
}

export interface FactorRow {
  id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: Date
  updated_at: Date
  last_challenged_at: Date | null
  phone: string | null
  web_authn_aaguid: string | null
}

/** A user's MFA factors, oldest first; with `factorId`, only that one. */
export async function factorRows(
  tx: Queryable,
  userId: string,
  factorId?: string,
): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    `select id, friendly_name, factor_type::text, status::text, created_at, updated_at, last_challenged_at, phone,
            web_authn_aaguid::text
     from auth.mfa_factors where user_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at`,
    [userId, factorId ?? null],
  )
  return rows
}

/**
 * GoTrue's Factor JSON: an empty friendly_name and an absent WebAuthn AAGUID are left out (its
 * omitempty tags); the WebAuthn credential itself is never shown.
 */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at),
    phone: f.phone ?? '',
    ...(f.web_authn_aaguid ? { web_authn_aaguid: f.web_authn_aaguid } : {}),
  }
}

/** GoTrue's User JSON (`models.User`), with identities and factors. */
export async function userJson(tx: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await tx.query<{
    id: string
    provider_id: string
    user_id: string
    identity_data: Record<string, unknown>
    provider: string
    last_sign_in_at: Date | null
    created_at: Date | null
    updated_at: Date | null
    email: string | null
  }>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  )
  const factors = await factorRows(tx, user.id)
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    ...withoutNull({
      email_confirmed_at: iso(user.email_confirmed_at),
      phone_confirmed_at: iso(user.phone_confirmed_at),
    }),
    phone: user.phone ?? '',
    ...withoutNull({
      confirmation_sent_at: iso(user.confirmation_sent_at),
      confirmed_at: iso(user.confirmed_at),
      recovery_sent_at: iso(user.recovery_sent_at),
      new_email: user.email_change || null,
      email_change_sent_at: iso(user.email_change_sent_at),
      invited_at: iso(user.invited_at),
      last_sign_in_at: iso(user.last_sign_in_at),
      banned_until: iso(user.banned_until),
      deleted_at: iso(user.deleted_at),
    }),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      ...withoutNull({ last_sign_in_at: iso(i.last_sign_in_at) }),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? '',
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
  if (factors.length > 0) {
    out.factors = factors.map(factorJson)
  }
  // Keep GoTrue's field order close: factors before timestamps does not matter to clients.
  return out
}
