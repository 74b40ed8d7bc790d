'use server'
import { revalidatePath } from 'next/cache'
import type { ServerSupabase } from '@/lib/supabase/server'
import {
  enrollSchema,
  enrollSignInSchema,
  enrollSignUpSchema,
  joinSubjectSchema,
} from '@/lib/validation/enrollment'
import { defineAction, type ActionResult } from './define-action'
import { passwordSignIn } from './auth/password-sign-in'
import { passwordSignUp } from './auth/password-sign-up'

import type { KeyIn, Translate } from '@/lib/i18n/message-keys'
export type EnrollData = { status: 'enrolled' | 'already_enrolled'; title: string; message: string }

/** enroll_in_subject's refusal messages and their keys in the `enroll` messages. */
const DB_REFUSALS: Record<string, KeyIn<'enroll'>> = {
  'Profile not found': 'profileNotFound',
  'This enrollment link has been revoked': 'linkRevoked',
  'This enrollment link has expired': 'linkExpired',
  'This subject is not open for enrollment': 'notOpen',
  'Only students can enroll in subjects': 'onlyStudents',
}

async function enroll(
  supabase: ServerSupabase,
  t: Translate,
  subjectId: string,
): Promise<{ ok: true; data: EnrollData } | { ok: false; error: string }> {
  const { data, error } = await supabase.rpc('enroll_in_subject', { subject_id: subjectId })
  if (error) {
    // The database's refusals, said in the reader's language; anything else as the server says it.
    if (error.code === 'P0002') return { ok: false, error: t('enroll.notFound') }
    const known = DB_REFUSALS[error.message?.trim() ?? '']
    if (known) return { ok: false, error: t(`enroll.${known}`) }
    return { ok: false, error: error.message?.trim() || t('enroll.failed') }
  }
  const row = data as { status: 'enrolled' | 'already_enrolled'; subject_name: string }
  revalidatePath('/', 'layout')
  if (row.status === 'already_enrolled') {
    return {
      ok: true,
      data: {
        status: row.status,
        title: t('enroll.alreadyTitle'),
        message: t('enroll.alreadyBody'),
      },
    }
  }
  return {
    ok: true,
    data: {
      status: row.status,
      title: t('enroll.successTitle'),
      message: t('enroll.successBody', { subject: row.subject_name }),
    },
  }
}

/** The signed-in path of /enroll-subject: enroll_in_subject checks the link and the role. */
export const enrollInSubjectAction = defineAction({
  name: 'enrollInSubject',
  schema: enrollSchema,
  run: async ({ subjectId }, { supabase, t }) => enroll(supabase, t, subjectId),
})

/** /join-subject: whatever was pasted → the subject id → the same enrolment. */
export const joinSubjectAction = defineAction({
  name: 'joinSubject',
  schema: joinSubjectSchema,
  run: async ({ link }, { supabase, t }) => {
    const result = await enroll(supabase, t, link)
    if (!result.ok) return { ok: false, fieldErrors: { link: result.error } }
    return result
  },
})

/** Signing in on the enrolment page; the page then enrols (or asks for the authenticator code). */
export const enrollSignInAction = defineAction({
  name: 'enrollSignIn',
  schema: enrollSignInSchema,
  session: false,
  run: async (credentials, ctx) => {
    const signedIn = await passwordSignIn(ctx, credentials)
    if (!signedIn.ok) return signedIn
    revalidatePath('/', 'layout')
    return { ok: true, data: { needsMfa: signedIn.pendingFactorId !== null } }
  },
})

/** What the sign-up on an enrolment page ended in: enrolled at once, or waiting for the e-mail. */
export type EnrollSignUpData =
  ({ checkEmail?: undefined } & EnrollData) | { checkEmail: true; title: string; message: string }

/**
 * Sign-up through a link always makes a student of the link's school (the database takes
 * the school from enroll_subject_id). With a session at once (confirmations off) the new
 * student is enrolled here, with the same refusals as a signed-in student; otherwise the
 * confirmation link goes through /auth/confirm back to this subject's enrolment page, which
 * enrols the now signed-in student (components/enrollment/auto-enroll.tsx).
 */
export const enrollSignUpAction = defineAction({
  name: 'enrollSignUp',
  schema: enrollSignUpSchema,
  session: false,
  run: async (input, ctx): Promise<ActionResult<EnrollSignUpData>> => {
    const back = `/enroll-subject?subject=${input.subjectId}`
    const signedUp = await passwordSignUp(ctx, {
      email: input.email,
      password: input.password,
      redirectPath: `/auth/confirm?next=${encodeURIComponent(back)}`,
      metadata: {
        first_name: input.firstName,
        last_name: input.lastName,
        role: 'student',
        enroll_subject_id: input.subjectId,
      },
    })
    if (!signedUp.ok) return signedUp
    if (signedUp.signedIn) return enroll(ctx.supabase, ctx.t, input.subjectId)
    return {
      ok: true,
      data: {
        checkEmail: true,
        title: ctx.t('enroll.accountCreatedTitle'),
        message: ctx.t('enroll.accountCreatedBody', { email: input.email }),
      },
    }
  },
})
