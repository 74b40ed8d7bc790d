'use server'
import { cookies } from 'next/headers'
import { LOCALE_COOKIE, localeCookieOptions, parseLocale } from '@/lib/i18n/locale'

/** Form action of the language switcher; works without JavaScript too. */
export async function setLocaleAction(formData: FormData): Promise<void> {
  const locale = parseLocale(String(formData.get('locale') ?? ''))
  const store = await cookies()
  store.set(LOCALE_COOKIE, locale, localeCookieOptions)
}
