'use server'
import { revalidatePath } from 'next/cache'
import { emptySchema, registerSchema, signInSchema } from '@/lib/validation/auth'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'
import { passwordSignIn } from './password-sign-in'
import { passwordSignUp } from './password-sign-up'
import { defineTotpCodeAction } from './totp-code'
import { sendAddressLink } from '@/lib/auth/prove-address'

// Getting in and out: sign in (and its second factor), register, sign out. The other files in
// lib/actions/auth are the account's credentials: password reset, authenticator factors, the
// invited person's first password, and the school's second-factor rule for its staff.

export type SignInData = { mfaFactorId: string } | { mfaFactorId?: undefined; message: string }

export const signInAction = defineAction({
  name: 'signIn',
  schema: signInSchema,
  session: false,
  run: async (credentials, ctx) => {
    const { supabase, t } = ctx
    const signedIn = await passwordSignIn(ctx, credentials)
    if (!signedIn.ok) return signedIn
    if (signedIn.pendingFactorId)
      return { ok: true, data: { mfaFactorId: signedIn.pendingFactorId } }

    const { data: profile } = await supabase
      .from('profiles')
      .select('first_name')
      .eq('user_id', signedIn.userId)
      .maybeSingle()
    const message = profile?.first_name
      ? t('auth.welcomeBack', { name: profile.first_name })
      : t('auth.loggedIn')
    revalidatePath('/', 'layout')
    return { ok: true, data: { message } as SignInData }
  },
})

export const verifyMfaAction = defineTotpCodeAction(
  'verifyMfa',
  () => revalidatePath('/', 'layout'),
  'auth.loggedIn',
)

export const registerAction = defineAction({
  name: 'register',
  schema: registerSchema,
  session: false,
  run: async (input, ctx) => {
    const signedUp = await passwordSignUp(ctx, {
      email: input.email,
      password: input.password,
      redirectPath: '/auth/confirm',
      metadata: {
        first_name: input.firstName,
        last_name: input.lastName,
        role: input.role,
        school_name: input.schoolName,
      },
    })
    if (!signedUp.ok) return signedUp
    if (signedUp.signedIn) {
      // Signed in at once (confirmations off): the address is not proven yet, so nothing the
      // school granted to it is linked. A link to it proves it (see /auth/confirm).
      const sent = await sendAddressLink(ctx.supabase, input.email)
      revalidatePath('/', 'layout')
      const message = sent
        ? ctx.t('auth.accountCreatedConfirmAddress', { email: input.email })
        : ctx.t('auth.addressLinkFailed')
      return { ok: true, data: { signedIn: true, message } }
    }
    return { ok: true, data: { signedIn: false, message: ctx.t('auth.accountCreatedVerify') } }
  },
})

export const signOutAction = defineAction({
  name: 'signOut',
  schema: emptySchema,
  session: false,
  run: async (_input, { supabase, t }) => {
    // Global scope ends every session of the user; the local cookies go even if it fails.
    const { error } = await supabase.auth.signOut({ scope: 'global' })
    revalidatePath('/', 'layout')
    if (error && error.status !== 401 && error.status !== 403 && error.status !== 404) {
      return { ok: false, error: authErrorText(t, error, 'logoutFailed') }
    }
    return { ok: true, data: { message: t('auth.loggedOut') } }
  },
})
