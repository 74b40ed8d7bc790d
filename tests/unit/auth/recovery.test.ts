import { describe, expect, it } from 'vitest'
import { toAppClaims } from '@/lib/auth/claims'
import { canSetNewPassword, RECOVERY_WINDOW_SECONDS } from '@/lib/auth/recovery'

const NOW = 1_800_000_000

const claimsWith = (amr: { method: string; timestamp: number }[]) =>
  toAppClaims({ sub: 'u1', role: 'authenticated', exp: NOW + 3600, amr })

describe('a session that may set a new password without the old one', () => {
  // GoTrue signs a reset link's session in as `otp` unless the link went through PKCE.
  it.each(['otp', 'recovery', 'magiclink'])(
    'was opened by a mailed link or code (%s)',
    (method) => {
      const claims = claimsWith([{ method, timestamp: NOW - 60 }])
      expect(claims?.recoveredAt).toBe(NOW - 60)
      expect(canSetNewPassword(claims, NOW)).toBe(true)
    },
  )

  it('not one opened by a password, a passkey or a second factor alone', () => {
    for (const method of ['password', 'passkey', 'totp']) {
      const claims = claimsWith([{ method, timestamp: NOW - 60 }])
      expect(claims?.recoveredAt, method).toBeNull()
      expect(canSetNewPassword(claims, NOW), method).toBe(false)
    }
  })

  it('nor one whose link was opened longer ago than the link lives', () => {
    const opened = NOW - RECOVERY_WINDOW_SECONDS
    expect(canSetNewPassword(claimsWith([{ method: 'otp', timestamp: opened + 1 }]), NOW)).toBe(
      true,
    )
    expect(canSetNewPassword(claimsWith([{ method: 'otp', timestamp: opened }]), NOW)).toBe(false)
  })
})
