import { describe, expect, it } from 'vitest'
import { localeCookieOptions, negotiateLocale, parseLocale } from '@/lib/i18n/locale'

describe('locale cookie', () => {
  it('accepts exactly en or fi, otherwise en', () => {
    expect(parseLocale('fi')).toBe('fi')
    expect(parseLocale('en')).toBe('en')
    for (const other of ['FI', 'fi-FI', 'sv', '', ' fi', undefined, null])
      expect(parseLocale(other)).toBe('en')
  })

  it('lasts one year on the whole site with SameSite Lax', () => {
    expect(localeCookieOptions).toEqual({ path: '/', maxAge: 31_536_000, sameSite: 'lax' })
  })
})

describe('first visit: Accept-Language', () => {
  it.each(['fi', 'fi-FI', 'FI-fi', 'fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7', 'sv-FI, fi;q=0.8'])(
    'Finnish for fi and any fi-* tag, in any case: %j',
    (header) => {
      expect(negotiateLocale(header)).toBe('fi')
    },
  )

  it.each(['en-US,en;q=0.9', 'en-GB, fi;q=0.5', 'sv-SE', 'de, fr;q=0.5', '*', '', null, undefined])(
    'English for en-*, for languages Oppi does not have, and without a header: %j',
    (header) => {
      expect(negotiateLocale(header)).toBe('en')
    },
  )

  it('follows the q-values, not only the order', () => {
    expect(negotiateLocale('en;q=0.4, fi;q=0.9')).toBe('fi')
    expect(negotiateLocale('fi;q=0.3, en')).toBe('en')
  })

  it('skips refused (q=0) and malformed entries', () => {
    expect(negotiateLocale('fi;q=0, en;q=0.5')).toBe('en')
    expect(negotiateLocale('en;q=0, fi;q=0.1')).toBe('fi')
    expect(negotiateLocale('fi;q=abc, sv')).toBe('en')
    expect(negotiateLocale(';;,fi-FI')).toBe('fi')
  })
})
