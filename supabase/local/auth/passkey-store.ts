import type { Queryable } from '../db'
import { firstRow } from '../db/first-row'
import { iso } from './db'
import type { SessionData, StoredCredential } from './webauthn-options'

/**
 * Rows of `auth.webauthn_credentials` (a user's passkeys) and `auth.webauthn_challenges` (a
 * ceremony in flight), as GoTrue's WebAuthnCredential and WebAuthnChallenge models keep them.
 */

/** GoTrue's ChallengeExpiryDuration default: a ceremony must finish within 5 minutes. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300

export type ChallengeType = 'registration' | 'authentication'

export interface PasskeyRow {
  id: string
  user_id: string
  /** bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
  credential_id: Uint8Array
  public_key: Uint8Array
  friendly_name: string
  created_at: Date
  last_used_at: Date | null
}

const PASSKEY_COLUMNS =
  'id, user_id, credential_id, public_key, friendly_name, created_at, last_used_at'

/** The user's passkeys, oldest first. */
export async function userPasskeys(tx: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await tx.query<PasskeyRow>(
    `select ${PASSKEY_COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

/** One passkey of the user; null when it is unknown or someone else's. */
export async function findPasskey(
  tx: Queryable,
  id: string,
  userId: string,
): Promise<PasskeyRow | null> {
  return firstRow<PasskeyRow>(
    tx,
    `select ${PASSKEY_COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [id, userId],
  )
}

/**
 * A passkey in the shape the option and assertion helpers compare: `id` is the credential id
 * (base64, as the MFA credentials keep it), `passkeyId` the row's id.
 */
export const asStored = (p: PasskeyRow) => ({
  passkeyId: p.id,
  id: Buffer.from(p.credential_id).toString('base64'),
  publicKey: Buffer.from(p.public_key).toString('base64'),
})

/** GoTrue's PasskeyListItem: an empty friendly name and a never-used passkey's last use are left out. */
export function passkeyJson(p: PasskeyRow): Record<string, unknown> {
  return {
    id: p.id,
    ...(p.friendly_name ? { friendly_name: p.friendly_name } : {}),
    created_at: iso(p.created_at),
    ...(p.last_used_at ? { last_used_at: iso(p.last_used_at) } : {}),
  }
}

/** A verified new credential as the user's passkey; null when the credential is already registered. */
export async function insertPasskey(
  tx: Queryable,
  userId: string,
  credential: StoredCredential,
  aaguid: string,
  friendlyName: string,
): Promise<PasskeyRow | null> {
  const { rows } = await tx.query<PasskeyRow>(
    `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid,
       sign_count, transports, backup_eligible, backed_up, friendly_name)
     values ($1, decode($2, 'base64'), decode($3, 'base64'), $4, $5::uuid, $6, $7::jsonb, $8, $9, $10)
     on conflict (credential_id) do nothing
     returning ${PASSKEY_COLUMNS}`,
    [
      userId,
      credential.id,
      credential.publicKey,
      credential.attestationType,
      aaguid,
      credential.authenticator.signCount,
      JSON.stringify(credential.transport),
      credential.flags.backupEligible,
      credential.flags.backupState,
      friendlyName,
    ],
  )
  return rows[0] ?? null
}

export async function countPasskeys(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.webauthn_credentials where user_id = $1`,
    [userId],
  )
  return rows[0].n
}

/** A new challenge row; answers its id and expiry (Unix seconds). */
export async function insertPasskeyChallenge(
  tx: Queryable,
  userId: string | null,
  type: ChallengeType,
  session: SessionData,
): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await tx.query<{ id: string; expires_at: number }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(secs => $4))
     returning id, extract(epoch from expires_at)::bigint as expires_at`,
    [userId, type, JSON.stringify(session), PASSKEY_CHALLENGE_TTL_SECONDS],
  )
  return { id: rows[0].id, expiresAt: Number(rows[0].expires_at) }
}

/**
 * GoTrue's ConsumeWebAuthnChallengeByID: the challenge is deleted as it is read, so it is spent
 * even when what follows fails; it must be of this ceremony and this user (no user for a
 * sign-in). Null when there is no such challenge.
 */
export async function consumePasskeyChallenge(
  tx: Queryable,
  id: string,
  type: ChallengeType,
  userId: string | null,
): Promise<{ session: SessionData; expired: boolean } | null> {
  const { rows } = await tx.query<{ session_data: SessionData; expired: boolean }>(
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3::uuid
     returning session_data, expires_at < now() as expired`,
    [id, type, userId],
  )
  return rows[0] ? { session: rows[0].session_data, expired: rows[0].expired } : null
}
