'use server'
import QRCode from 'qrcode'
import { revalidatePath } from 'next/cache'
import { emptySchema, factorSchema } from '@/lib/validation/auth'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'
import { defineTotpCodeAction } from './totp-code'

export type TotpEnrollment = { factorId: string; qrCode: string; secret: string }

export const startTotpEnrollmentAction = defineAction({
  name: 'startTotpEnrollment',
  whileFactorOwed: true,
  schema: emptySchema,
  run: async (_input, { supabase, t }) => {
    // An abandoned set-up leaves an unverified factor; clear it so names never clash.
    const { data: factors } = await supabase.auth.mfa.listFactors()
    const stale = (factors?.all ?? []).filter(
      (f) => f.factor_type === 'totp' && f.status !== 'verified',
    )
    await Promise.all(stale.map((f) => supabase.auth.mfa.unenroll({ factorId: f.id })))

    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Oppi',
    })
    if (error || !data) return { ok: false, error: authErrorText(t, error, 'mfaSetupFailed') }
    // Drawn here from the otpauth URI so the QR code does not depend on the server's SVG.
    const svg = await QRCode.toString(data.totp.uri, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
    })
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
    return {
      ok: true,
      data: { factorId: data.id, qrCode, secret: data.totp.secret } as TotpEnrollment,
    }
  },
})

export const confirmTotpEnrollmentAction = defineTotpCodeAction(
  'confirmTotpEnrollment',
  () => revalidatePath('/settings'),
  'mfa.enabled',
)

export const removeTotpFactorAction = defineAction({
  name: 'removeTotpFactor',
  whileFactorOwed: true,
  schema: factorSchema,
  run: async ({ factorId }, { supabase, t }) => {
    const { error } = await supabase.auth.mfa.unenroll({ factorId })
    if (error) return { ok: false, error: authErrorText(t, error, 'mfaRemoveFailed') }
    revalidatePath('/settings')
    return { ok: true, data: { message: t('mfa.removed') } }
  },
})
