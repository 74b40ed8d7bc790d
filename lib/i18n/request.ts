import { cookies } from 'next/headers'
import { getRequestConfig } from 'next-intl/server'
import { LOCALE_COOKIE, parseLocale } from './locale'

export default getRequestConfig(async () => {
  const store = await cookies()
  const locale = parseLocale(store.get(LOCALE_COOKIE)?.value)
  return {
    locale,
    // Only the active language is loaded for a request.
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Helsinki',
  }
})
