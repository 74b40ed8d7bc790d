import { cookies, headers } from 'next/headers'
import { getRequestConfig } from 'next-intl/server'
import { LOCALE_COOKIE, negotiateLocale, parseLocale } from './locale'

export default getRequestConfig(async () => {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()])
  const chosen = store.get(LOCALE_COOKIE)?.value
  // The language switcher's cookie decides; before anyone has chosen, the browser's languages.
  const locale =
    chosen !== undefined
      ? parseLocale(chosen)
      : negotiateLocale(requestHeaders.get('accept-language'))
  return {
    locale,
    // Only the active language is loaded for a request.
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Helsinki',
  }
})
