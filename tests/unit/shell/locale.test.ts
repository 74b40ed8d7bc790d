import { describe, expect, it } from 'vitest'
import { localeCookieOptions, parseLocale } from '@/lib/i18n/locale'

describe('locale cookie', () => {
  it('accepts exactly en or fi, otherwise en', () => {
    expect(parseLocale('fi')).toBe('fi')
    expect(parseLocale('en')).toBe('en')
    for (const other of ['FI', 'fi-FI', 'sv', '', ' fi', undefined, null]) expect(parseLocale(other)).toBe('en')
  })

  it('lasts one year on the whole site with SameSite Lax', () => {
    expect(localeCookieOptions).toEqual({ path: '/', maxAge: 31_536_000, sameSite: 'lax' })
  })
})
