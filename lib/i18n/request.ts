import { cookies } from 'next/headers'
import { getRequestConfig } from 'next-intl/server'
import { LOCALE_COOKIE, parseLocale } from './locale'

export default getRequestConfig(async () => {
  const store = await cookies()
  const locale = parseLocale(store.get(LOCALE_COOKIE)?.value)
  return {
    locale,
    // Only the active language is loaded for a request.
    messages: deepMerge(
      (await import(`../../messages/${locale}.json`)).default,
      // Issue 5 (daily work) keeps its strings in messages/daily/<locale>.json until the
      // lead merges them into messages/<locale>.json; its keys win where both have one.
      (await import(`../../messages/daily/${locale}.json`)).default,
    ),
    timeZone: 'Europe/Helsinki',
  }
})

type Messages = { [key: string]: string | Messages }

// Issue 5: the one addition to this file, a plain recursive merge of two message trees.
function deepMerge(base: Messages, extra: Messages): Messages {
  const out: Messages = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key]
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value
  }
  return out
}
