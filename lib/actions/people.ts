'use server'
import { revalidatePath } from 'next/cache'
import { sendInvitationEmail } from '@/lib/supabase/admin'
import { inviteSchema, invitationIdSchema } from '@/lib/validation/people'
import { defineAction } from './define-action'
import { describeDbError } from './errors'
import { invitationRefusal } from './invitation-errors'

import type { Translate } from '@/lib/i18n/message-keys'

/** The invitation's e-mail goes out; the list of invitations shows it as sent, or the failure says what to do. */
async function sendAndReport(t: Translate, email: string, invitationId: string) {
  const sent = await sendInvitationEmail(email, invitationId)
  revalidatePath('/people')
  if (sent.error) return { ok: false as const, error: t('people.invite.notSent') }
  return { ok: true as const, data: { message: t('people.invite.sent', { email }) } }
}

/**
 * Invite a teacher, student or parent by e-mail. The database decides first, as the signed-in
 * principal (invite_member: who may invite, whom, into which class, for which children); only
 * then does the service role send the e-mail, whose link leads to the accept page.
 */
export const inviteMemberAction = defineAction({
  name: 'inviteMember',
  schema: inviteSchema,
  run: async (input, { supabase, t }) => {
    const student = input.role === 'student'
    const { data: invitationId, error } = await supabase.rpc('invite_member', {
      email: input.email,
      role: input.role,
      first_name: input.firstName,
      last_name: input.lastName,
      ...(student && input.gradeLevel !== null ? { grade_level: input.gradeLevel } : {}),
      ...(student && input.classId ? { class_id: input.classId } : {}),
      ...(input.role === 'parent' && input.childId ? { child_ids: [input.childId] } : {}),
    })
    if (error) return invitationRefusal(t, error)
    return sendAndReport(t, input.email, invitationId)
  },
})

/** Send an open invitation's e-mail (again): after an import, or when the first sending failed. */
export const sendInvitationAction = defineAction({
  name: 'sendInvitation',
  schema: invitationIdSchema,
  run: async ({ id }, { supabase, t }) => {
    // RLS lets only the school's principal read its invitations: reading it is the permission check.
    const { data: row } = await supabase
      .from('invitations')
      .select('email, accepted_at, revoked_at, expires_at')
      .eq('id', id)
      .maybeSingle()
    if (!row || row.accepted_at || row.revoked_at || Date.parse(row.expires_at) <= Date.now()) {
      return { ok: false, error: t('people.invite.notOpen') }
    }
    return sendAndReport(t, row.email, id)
  },
})

export const revokeInvitationAction = defineAction({
  name: 'revokeInvitation',
  schema: invitationIdSchema,
  run: async ({ id }, { supabase, t }) => {
    const { error } = await supabase.rpc('revoke_invitation', { invitation_id: id })
    if (error)
      return {
        ok: false,
        error: error.message.startsWith('Invitation not found')
          ? t('people.invite.notOpen')
          : describeDbError(t, error),
      }
    revalidatePath('/people')
    return { ok: true, data: { message: t('people.invite.revoked') } }
  },
})
