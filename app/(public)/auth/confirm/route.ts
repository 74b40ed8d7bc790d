import { NextResponse, type NextRequest } from 'next/server'
import type { EmailOtpType } from '@supabase/supabase-js'
import { proveAddress } from '@/lib/auth/prove-address'
import { afterSignInPath } from '@/lib/auth/redirects'
import { createClient } from '@/lib/supabase/server'

const OTP_TYPES: EmailOtpType[] = [
  'signup',
  'email',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
]

/**
 * Landing of the e-mail links. PKCE links carry `code` (the verifier cookie was written when the
 * account was created, or the reset asked for, in this browser); token-hash links carry
 * `token_hash` + `type`. A verification opens the dashboard, or explains on /auth when it fails;
 * a password-reset link (`flow=recovery`) opens the page for the new password, which explains
 * itself when the link did not give a session. A sign-up that started somewhere to come back to
 * (the enrolment page) names it in `next`, a same-origin path, where the verified user goes on.
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
  // Every link here came to the account's address: the database records the proof and makes
  // what the school granted to that address (a child, an invitation).
  if (ok) await proveAddress(supabase)
  // A relative Location, resolved by the browser against the address it opened. request.url is
  // rebuilt from the server's own address here (http://localhost:<port> under `next start -H
  // 127.0.0.1`), and a redirect to another host would leave the new session cookies behind.
  const recovery = searchParams.get('flow') === 'recovery' || type === 'recovery'
  const next = searchParams.get('next')
  const onward = next ? afterSignInPath(next) : '/dashboard?verified=1'
  const location = recovery ? '/auth/reset' : ok ? onward : '/auth?error=confirm'
  return new NextResponse(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'private, no-store' },
  })
}
