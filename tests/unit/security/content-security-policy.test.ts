import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from '@/lib/security/content-security-policy'

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const))

describe('contentSecurityPolicy', () => {
  it('lets scripts run only by the nonce, in production without eval', () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: 'abc', supabaseUrl: 'https://x.supabase.co', dev: false }),
    )
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
  })

  it('allows eval only in development', () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: 'n', supabaseUrl: 'http://127.0.0.1:54321', dev: true }),
    )
    expect(csp.get('script-src')).toContain("'unsafe-eval'")
  })

  it.each([
    ['hosted', 'https://x.supabase.co/', 'https://x.supabase.co', 'wss://x.supabase.co'],
    ['local', 'http://127.0.0.1:54321', 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321'],
  ])(
    'lets the browser reach the %s backend over HTTP and its realtime socket, and play its media',
    (_, supabaseUrl, origin, socket) => {
      const csp = directives(contentSecurityPolicy({ nonce: 'n', supabaseUrl, dev: false }))
      expect(csp.get('connect-src')).toEqual(["'self'", origin, socket])
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'data:', origin])
    },
  )
})

describe('newNonce', () => {
  it('is 128 bits of base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16)
  })
})
