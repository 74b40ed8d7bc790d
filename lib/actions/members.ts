'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { linkParentSchema } from '@/lib/validation/people'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { deleteAllFactors } from '@/lib/supabase/admin'
import { describeDbError } from './errors'

/** The pages that list members and their states. */
const MEMBER_PATHS = ['/teachers', '/people', '/students', '/dashboard']

/**
 * Approve or activate a waiting member (teacher, student or parent), or deactivate one.
 * toggle_item_status flips, so the current state is read first: a double click or a stale
 * page cannot flip a member back. The first activation is the approval (approved_at).
 */
export const setMemberActiveAction = defineAction({
  name: 'setMemberActive',
  schema: z.object({ id: id(), active: z.boolean() }),
  run: async ({ id: memberId, active }, { supabase, t }) => {
    const { data: row, error: readError } = await supabase
      .from('profiles')
      .select('is_active')
      .eq('id', memberId)
      .in('role', ['teacher', 'student', 'parent'])
      .maybeSingle()
    if (readError || !row) return { ok: false, error: t('status.errors.forbidden') }
    if (row.is_active !== active) {
      const { error } = await supabase.rpc('toggle_item_status', {
        table_name: 'profiles',
        item_id: memberId,
      })
      if (error) return { ok: false, error: describeDbError(t, error) }
    }
    for (const path of MEMBER_PATHS) revalidatePath(path)
    return { ok: true, data: { message: t(active ? 'people.activated' : 'people.deactivated') } }
  },
})

/**
 * A member lost their second factor: the database allows it first, as the signed-in principal
 * (authorize_factor_reset: a member of their own school, not themself; it records the reset in
 * account_events), and only then are the factors removed through the auth server's admin API.
 * The member signs in with their password and can set up a new factor.
 */
export const resetFactorsAction = defineAction({
  name: 'resetFactors',
  schema: z.object({ id: id() }),
  run: async ({ id: memberId }, { supabase, t }) => {
    const { data: userId, error } = await supabase.rpc('authorize_factor_reset', {
      member_id: memberId,
    })
    if (error || !userId)
      return { ok: false, error: describeDbError(t, error ?? { code: '42501' }) }
    const { error: adminError, removed } = await deleteAllFactors(userId)
    if (adminError) return { ok: false, error: t('people.account.resetFailed') }
    for (const path of MEMBER_PATHS) revalidatePath(path)
    revalidatePath('/teacher/[teacherId]', 'page')
    revalidatePath('/students/[studentId]', 'page')
    return {
      ok: true,
      data: { message: t(removed > 0 ? 'people.account.resetDone' : 'people.account.resetNone') },
    }
  },
})

/** The principal links a parent to a child of their school by hand (the database checks both are of the school). */
export const linkParentAction = defineAction({
  name: 'linkParent',
  schema: linkParentSchema,
  run: async ({ studentId, parentId }, { supabase, t, claims }) => {
    const { error } = await supabase.from('guardian_links').insert({
      school_id: claims.schoolId ?? '',
      student_id: studentId,
      parent_id: parentId,
      source: 'manual',
    })
    if (error?.code === '23505')
      return { ok: false, fieldErrors: { parentId: t('people.guardians.already') } }
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath('/students/[studentId]', 'page')
    return { ok: true, data: { message: t('people.guardians.linked') } }
  },
})

export const unlinkParentAction = defineAction({
  name: 'unlinkParent',
  schema: z.object({ id: id() }),
  run: async ({ id: linkId }, { supabase, t }) => {
    const result = await supabase.from('guardian_links').delete().eq('id', linkId).select('id')
    return changedRows(
      t,
      result,
      { message: t('people.guardians.unlinked') },
      { refresh: () => revalidatePath('/students/[studentId]', 'page') },
    )
  },
})

/**
 * The principal removes a member from the school: remove_member moves the account to the bin
 * (signed out for good, hidden, its links kept in the bin item), where restoring undoes it.
 */
export const removeMemberAction = defineAction({
  name: 'removeMember',
  schema: z.object({ id: id(), name: z.string().max(300) }),
  run: async ({ id: memberId, name }, { supabase, t }) => {
    const { error } = await supabase.rpc('remove_member', { member_id: memberId })
    if (error) return { ok: false, error: describeDbError(t, error) }
    for (const path of [...MEMBER_PATHS, '/people', '/bin', '/classes']) revalidatePath(path)
    return { ok: true, data: { message: t('people.removed', { name }) } }
  },
})
