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
  // A relative Location, resolved by the browser against the address it opened. request.url is
  // rebuilt from the server's own address here (http://localhost:<port> under `next start -H
  // 127.0.0.1`), and a redirect to another host would leave the new session cookies behind.
  return new NextResponse(null, {
    status: 303,
    headers: { Location: ok ? '/dashboard?verified=1' : '/auth?error=confirm', 'Cache-Control': 'private, no-store' },
  })
}
