import 'server-only'
import { createClient } from '@supabase/supabase-js'
import { getLocale } from 'next-intl/server'
import { ACCEPT_PATH } from '@/lib/auth/invitation-fragment'
import { env } from '@/lib/env'
import type { Database } from '@/lib/database.types'
import { removePaths } from '@/lib/files/purge'

// The only app module that holds the service-role key (lint allows it here and nowhere else in
// app/, components/, lib/). It bypasses row-level security, so every caller first asks the
// database, as the signed-in principal, whether the act is allowed (invite_member,
// authorize_factor_reset), and only then uses these admin calls for what the database cannot
// do itself: send an invitation e-mail, remove a second factor, remove a removed account's files.

const runtimeEnv: Record<string, string | undefined> = process.env

function adminClient() {
  const key = runtimeEnv.SUPABASE_SERVICE_ROLE_KEY
  if (!key)
    throw new Error(
      'SUPABASE_SERVICE_ROLE_KEY is not set: inviting people and resetting factors need it',
    )
  return createClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, key, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
  })
}

/** Whether the server has the service-role key, so the pages can say when inviting cannot work. */
export function adminConfigured(): boolean {
  return !!runtimeEnv.SUPABASE_SERVICE_ROLE_KEY
}

/**
 * Sends the invitation e-mail of an invitation the principal already wrote (invite_member or
 * import_students). The invitation's id travels in the new account's metadata: the sign-up
 * trigger reads it and makes the person a member with the invitation's role. The link leads
 * to the accept page, where the person chooses a password.
 */
export async function sendInvitationEmail(email: string, invitationId: string) {
  const { error } = await adminClient().auth.admin.inviteUserByEmail(email, {
    // The invitation e-mail is written in the language the principal was using (the invited
    // person has no profile yet to say theirs): see the e-mail migration's auth part.
    data: { invitation_id: invitationId, locale: await getLocale() },
    redirectTo: `${env.NEXT_PUBLIC_SITE_URL}${ACCEPT_PATH}`,
  })
  return { error }
}

/** Removes every second factor of an account (after authorize_factor_reset allowed and logged it). */
export async function deleteAllFactors(userId: string) {
  const admin = adminClient().auth.admin
  const { data, error } = await admin.mfa.listFactors({ userId })
  if (error) return { error, removed: 0 }
  for (const factor of data.factors) {
    const { error: deleteError } = await admin.mfa.deleteFactor({ userId, id: factor.id })
    if (deleteError) return { error: deleteError, removed: 0 }
  }
  return { error: null, removed: data.factors.length }
}

/** A stored object, as the database names it (storage.objects' bucket_id and name). */
export type StoredObject = { bucket_id: string; name: string }

/**
 * Removes stored objects with the service's rights, bucket by bucket (removePaths: at most
 * 1000 names a call), after the database named them to the principal (bin_member_files,
 * purge_expired_bin_items). Returns how many went; throws when Storage refuses.
 */
export async function removeObjects(objects: readonly StoredObject[]): Promise<number> {
  let removed = 0
  for (const bucket of new Set(objects.map((o) => o.bucket_id))) {
    const paths = objects.filter((o) => o.bucket_id === bucket).map((o) => o.name)
    removed += await removePaths(adminClient(), bucket, paths)
  }
  return removed
}

/** An invitation as the accept page checks it: to whom, and whether it is still good. */
export type InvitationState = {
  email: string
  accepted_at: string | null
  revoked_at: string | null
  expires_at: string
}

/**
 * The invitations whose account is `userId` (set when the auth server created the account).
 * Invitations are readable by the school's principal only, so the accept page, which must
 * judge a session before anyone is signed in, reads them here.
 */
export async function invitationsOfUser(userId: string): Promise<InvitationState[]> {
  const { data, error } = await adminClient()
    .from('invitations')
    .select('email, accepted_at, revoked_at, expires_at')
    .eq('user_id', userId)
  if (error) throw error
  return data
}

/**
 * One pass of the e-mail queue for a deployment without a long-running worker (the cron route
 * app/api/email/drain): the day's digests when they are due, then a batch sent through the
 * SMTP server in the environment. Null when no SMTP server is configured.
 */
export async function drainEmailQueue(siteUrl: string) {
  const { digestDue, drainOnce } = await import('@/lib/email/worker')
  const { transportFromEnv } = await import('@/lib/email/transport')
  const mail = transportFromEnv()
  if (!mail) return null
  const admin = adminClient()
  if (digestDue(new Date())) await admin.rpc('email_build_digests', {})
  return drainOnce(admin, mail, { siteUrl, apiUrl: env.NEXT_PUBLIC_SUPABASE_URL, limit: 50 })
}
