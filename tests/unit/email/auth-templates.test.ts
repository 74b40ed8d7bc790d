import { describe, expect, it } from 'vitest'
import { authLink, renderAuthEmail } from '@/lib/email/auth-templates'

const urls = { siteUrl: 'https://oppi.example', apiUrl: 'https://api.example' }

describe('auth e-mail links', () => {
  it('go to Oppi’s confirm page with the token hash, keeping what the page asked to come back with', () => {
    const link = authLink(
      {
        action: 'recovery',
        token_hash: 'pkce_abc',
        redirect_to: 'https://oppi.example/auth/confirm?flow=recovery',
      },
      urls,
    )
    expect(link).toBe(
      'https://oppi.example/auth/confirm?flow=recovery&token_hash=pkce_abc&type=recovery',
    )
    // GoTrue's code sign-in ('email') is verified as the magic link it also is.
    expect(
      authLink(
        { action: 'email', token_hash: 'h', redirect_to: 'https://oppi.example/auth/confirm' },
        urls,
      ),
    ).toBe('https://oppi.example/auth/confirm?token_hash=h&type=magiclink')
  })

  it('go through the auth server’s /verify to any other page, as GoTrue’s own link', () => {
    expect(
      authLink(
        { action: 'invite', token_hash: 'h', redirect_to: 'https://oppi.example/auth/accept' },
        urls,
      ),
    ).toBe(
      'https://api.example/auth/v1/verify?token=h&type=invite&redirect_to=https%3A%2F%2Foppi.example%2Fauth%2Faccept',
    )
  })

  it('carry the token hash straight to a confirm page only on Oppi’s own site', () => {
    for (const redirect of [
      'javascript://oppi.example/auth/confirm#%0Aalert(1)',
      'http://oppi.example/auth/confirm',
      'https://oppi.example:8443/auth/confirm',
      'http://127.0.0.1:9/auth/confirm',
      'not a url',
    ]) {
      const link = new URL(
        authLink({ action: 'magiclink', token_hash: 'h', redirect_to: redirect }, urls)!,
      )
      expect(`${link.origin}${link.pathname}`, redirect).toBe('https://api.example/auth/v1/verify')
      expect(link.searchParams.get('redirect_to'), redirect).toBe(redirect)
    }
  })

  it('are absent from a reauthentication, which has only its code', () => {
    expect(authLink({ action: 'reauthentication', token: '123456' }, urls)).toBeNull()
    const mail = renderAuthEmail('fi', { action: 'reauthentication', token: '123456' }, urls)
    expect(mail.subject).toBe('Vahvistuskoodisi Oppiin')
    expect(mail.text).toContain('Koodi: 123456')
    expect(mail.text).not.toContain('http')
    expect(mail.html).toContain('<html lang="fi">')
  })
})

describe('auth e-mail text', () => {
  it('names the new address of an address change, escaped in HTML', () => {
    const mail = renderAuthEmail(
      'en',
      { action: 'email_change', token: '111111', token_hash: 'h', new_email: 'a<b@example.test' },
      urls,
    )
    expect(mail.text).toContain('changes to a<b@example.test.')
    expect(mail.html).toContain('a&lt;b@example.test')
    expect(mail.text).toContain('Or enter this code in Oppi instead:\n111111')
  })
})
