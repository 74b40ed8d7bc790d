import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'

/** The authenticator app: codes for a TOTP factor's secret. */
export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** Sets up and verifies a TOTP factor on the client's session (which is then aal2). */
export async function enrollAndVerify(sb: SupabaseClient) {
  const { data: factor, error } = await sb.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone',
  })
  if (error) throw error
  const { error: verifyError } = await sb.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totp(factor.totp.secret).generate(),
  })
  if (verifyError) throw verifyError
  return { id: factor.id, secret: factor.totp.secret }
}
