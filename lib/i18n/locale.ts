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

/**
 * The language of a first visit (no cookie yet), from the browser's `Accept-Language`: the
 * most preferred language Oppi has (`fi`, `fi-FI`… → Finnish; `en`, `en-GB`… → English), by
 * the q-values and then by order; English when the header names neither or is missing.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';')
      // A q-value that is not a number in 0–1 counts as a refusal.
      const q = params
        .map((p) => /^\s*q\s*=\s*(.*?)\s*$/i.exec(p)?.[1])
        .find((v) => v !== undefined)
      const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0
      return { base: tag.trim().toLowerCase().split('-')[0], weight, index }
    })
    .filter((entry) => entry.weight > 0 && isLocale(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked.length ? (ranked[0].base as Locale) : defaultLocale
}
