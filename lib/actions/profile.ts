'use server'
import { revalidatePath } from 'next/cache'
import { getMessages } from 'next-intl/server'
import { z } from 'zod'
import { pickMessages } from '@/lib/i18n/pick'
import { id } from '@/lib/validation/common'
import { profileSchema } from '@/lib/validation/profile'
import {
  loadProfile,
  profileRole,
  renameOwnSchool,
  saveProfile,
  type LoadState,
} from '@/lib/profile/store'
import { toFormValues } from '@/lib/profile/rows'
import type { ProfileInput } from '@/lib/validation/profile'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

export type ProfileDialogData = {
  values: ProfileInput
  /** What could not be read: 'partial' → the warning, 'failed' → the notice of defaults. */
  state: LoadState
  role: string
  email: string
  schoolName: string
  iepDocumentPath: string | null
  /** The current profile picture's path in the avatars bucket, or null. */
  avatarPath: string | null
  /** The dialog's texts, sent with its data so pages do not carry them until it opens. */
  messages: ReturnType<typeof pickMessages>
}

/**
 * The dialog's data for the caller's own profile (no id) or a student's (principal, parent).
 * A failed read still opens the form, with the session's name and default values.
 */
export const loadProfileAction = defineAction({
  name: 'loadProfile',
  schema: z.object({ profileId: id().optional() }),
  run: async ({ profileId }, { supabase, claims }) => {
    const target = profileId ?? claims.userId
    const loaded = await loadProfile(supabase, claims.userId, target)
    const own = target === claims.userId
    // The session's name is the dialog's fallback for a missing name; it fills that in.
    const values = toFormValues(loaded.profile, loaded.sensitive, {
      profileId: target,
      firstName: '',
      lastName: '',
    })
    const data: ProfileDialogData = {
      values,
      state: loaded.state,
      role: loaded.profile?.role ?? (own ? (claims.role ?? '') : ''),
      email: loaded.profile?.email ?? (own ? (claims.email ?? '') : ''),
      schoolName: loaded.profile?.school_name ?? '',
      iepDocumentPath: loaded.sensitive?.iep_document_path ?? null,
      avatarPath: loaded.profile?.avatar_path ?? null,
      messages: pickMessages(await getMessages(), ['status', 'validation', 'profile', 'files']),
    }
    return { ok: true, data }
  },
})

/** Saves every tab at once; who may save what is decided in the database. */
export const saveProfileAction = defineAction({
  name: 'saveProfile',
  schema: profileSchema,
  run: async (input, { supabase, t, claims }) => {
    const role = await profileRole(supabase, input.profileId)
    if (!role) return { ok: false, error: t('status.errors.forbidden') }
    if (
      input.schoolName !== undefined &&
      role === 'principal' &&
      input.profileId === claims.userId
    ) {
      const renamed = await renameOwnSchool(supabase, claims.userId, input.schoolName)
      if (renamed === 'taken')
        return { ok: false, fieldErrors: { schoolName: t('validation.profile.schoolNameTaken') } }
      if (renamed) return { ok: false, error: describeDbError(t, renamed) }
    }
    const error = await saveProfile(supabase, claims.userId, input, { role })
    if (error)
      return { ok: false, error: error.code ? describeDbError(t, error) : t('profile.saveFailed') }
    revalidatePath('/', 'layout')
    return { ok: true, data: { message: t('profile.saved') } }
  },
})
