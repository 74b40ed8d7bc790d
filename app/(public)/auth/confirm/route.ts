import { NextResponse, type NextRequest } from 'next/server'
import type { EmailOtpType } from '@supabase/supabase-js'
import { createClient } from '@/lib/supabase/server'

const OTP_TYPES: EmailOtpType[] = ['signup', 'email', 'invite', 'magiclink', 'recovery', 'email_change']

/**
 * Landing of the e-mail verification link. PKCE links carry `code` (the verifier cookie was
 * written when the account was created in this browser); token-hash links carry
 * `token_hash` + `type`. Success opens the dashboard; anything else explains on /auth.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl
  const code = searchParams.get('code')
  const tokenHash = searchParams.get('token_hash')
  const type = searchParams.get('type') as EmailOtpType | null
  const supabase = await createClient()

  let ok = false
  if (code) {
    ok = !(await supabase.auth.exchangeCodeForSession(code)).error
  } else if (tokenHash && type && OTP_TYPES.includes(type)) {
    ok = !(await supabase.auth.verifyOtp({ type, token_hash: tokenHash })).error
  }
  const target = ok ? '/dashboard?verified=1' : '/auth?error=confirm'
  const response = NextResponse.redirect(new URL(target, request.url))
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
