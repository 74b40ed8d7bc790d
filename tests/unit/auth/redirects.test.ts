import { describe, expect, it } from 'vitest'
import { afterSignInPath, safeRedirectPath } from '@/lib/auth/redirects'

describe('redirect targets are same-origin paths only', () => {
  it.each(['/dashboard', '/classes?x=1', '/student/subjects/3#top'])('accepts %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value)
  })

  it.each([
    'https://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
    '/%0a/x'.replace('%0a', '\n'),
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/a/../../b')).toBe('/b')
  })

  it('after sign-in goes to the dashboard unless a safe, non-auth path was given', () => {
    expect(afterSignInPath('/classes')).toBe('/classes')
    expect(afterSignInPath('https://evil.example')).toBe('/dashboard')
    expect(afterSignInPath('/auth?mode=register')).toBe('/dashboard')
    expect(afterSignInPath(undefined)).toBe('/dashboard')
  })
})
