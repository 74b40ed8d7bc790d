export const locales = ['en', 'fi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** Cookie attributes the spec fixes: one year, whole site, SameSite Lax. */
export const localeCookieOptions = {
  path: '/',
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax' as const,
}

/** Only exactly `en` or `fi` are accepted; anything else (including `EN`, `fi-FI`) is English. */
export function parseLocale(value: string | undefined | null): Locale {
  return value === 'fi' || value === 'en' ? value : defaultLocale
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fi'
}
