'use client'
import { createContext, useContext, useMemo } from 'react'
import format, { type CompiledMessage as Message } from 'icu-minify/format'
import { SCHOOL_TIME_ZONE } from '@/lib/i18n/dates'
import { fillPlaceholders } from '@/lib/i18n/fill'
import { intlOnce } from '@/lib/i18n/intl-once'
import type { MessageTree as Messages } from '@/lib/i18n/pick'
import type { MessageNamespace, TranslatorIn } from '@/lib/i18n/message-keys'

const MessagesContext = createContext<{ messages: Messages; locale: string }>({
  messages: {},
  locale: 'en',
})

/**
 * Hands a few message namespaces to client components. Deliberately tiny instead of
 * next-intl's client runtime (ICU parser): the messages arrive compiled, so filling one in
 * needs only icu-minify's formatter (about 2 KB), and every kilobyte counts against the 180 KB
 * first-load budget of /auth and /dashboard. Server components keep using next-intl. The
 * outermost provider names the locale (for plurals and numbers); nested ones inherit it.
 */
export function ClientMessages({
  messages,
  locale,
  children,
}: {
  messages: Messages
  locale?: string
  children: React.ReactNode
}) {
  const parent = useContext(MessagesContext)
  const merged = useMemo(
    () => ({ messages: { ...parent.messages, ...messages }, locale: locale ?? parent.locale }),
    [parent, messages, locale],
  )
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>
}

export function lookup(messages: Messages, path: string): Message | undefined {
  let node: Message | Messages | undefined = messages
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined
    node = node[part]
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined
}

// The formatters the compiled messages ask for (plurals, numbers, dates), made once each.
// Dates are the school's, wherever the reader is, as on the server; the formatter passes the
// time zone on to every date it formats.
const FORMAT_OPTIONS = {
  timeZone: SCHOOL_TIME_ZONE,
  formatters: {
    getNumberFormat: (locale?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) =>
      intlOnce('number', locale, options, () => new Intl.NumberFormat(locale, options)),
    getPluralRules: (locale?: Intl.LocalesArgument, options?: Intl.PluralRulesOptions) =>
      intlOnce('plural', locale, options, () => new Intl.PluralRules(locale, options)),
    getDateTimeFormat: (locale?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
      intlOnce('date', locale, options, () => new Intl.DateTimeFormat(locale, options)),
  },
}

/**
 * The values, with every value not given standing for itself: a placeholder the caller leaves
 * out stays `{name}` in the text, in a compiled message as in one as written, so a caller may
 * fill it in later (the route announcer's templates) and a forgotten value shows where it is.
 */
const keepMissing = (values: Record<string, string | number> = {}) =>
  new Proxy(values, {
    has: () => true,
    get: (given, name) =>
      typeof name !== 'string' || name in given ? given[name as string] : `{${name}}`,
  })

/**
 * A message filled in with its values. A compiled message is formatted in `locale` (plurals,
 * numbers); one read straight from the JSON has its `{name}` placeholders replaced.
 */
export function interpolate(
  message: Message,
  values?: Record<string, string | number>,
  locale = 'en',
): string {
  if (typeof message !== 'string') {
    return String(format(message, locale, keepMissing(values), FORMAT_OPTIONS))
  }
  return values ? fillPlaceholders(message, values) : message
}

/** The translator of one namespace; a key its namespace lacks in en.json is a type error. */
export type ClientTranslator<Namespace extends MessageNamespace> = TranslatorIn<Namespace>

/** `t('key')` for one namespace; a missing key shows its path so it is easy to spot. */
export function useT<Namespace extends MessageNamespace>(
  namespace: Namespace,
): ClientTranslator<Namespace> {
  const { messages, locale } = useContext(MessagesContext)
  return useMemo(() => {
    const translate = (key: string, values?: Record<string, string | number>) => {
      const text = lookup(messages, `${namespace}.${key}`)
      return text === undefined ? `${namespace}.${key}` : interpolate(text, values, locale)
    }
    const has = (key: string) => lookup(messages, `${namespace}.${key}`) !== undefined
    return Object.assign(translate, { has })
  }, [messages, locale, namespace])
}
