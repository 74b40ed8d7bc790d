'use client'
import { createContext, useContext, useMemo } from 'react'

type Messages = { [key: string]: string | Messages }

const MessagesContext = createContext<Messages>({})

/**
 * Hands a few message namespaces to client components. Deliberately tiny instead of
 * next-intl's client runtime (ICU parser): the client strings need only `{name}` values,
 * and every kilobyte counts against the 180 KB first-load budget of /auth and /dashboard.
 * Server components keep using next-intl.
 */
export function ClientMessages({ messages, children }: { messages: Messages; children: React.ReactNode }) {
  const parent = useContext(MessagesContext)
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages])
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>
}

export function lookup(messages: Messages, path: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export type ClientTranslator = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean
}

/** `t('key')` for one namespace; a missing key shows its path so it is easy to spot. */
export function useT(namespace: string): ClientTranslator {
  const messages = useContext(MessagesContext)
  return useMemo(() => {
    const translate = (key: string, values?: Record<string, string | number>) => {
      const text = lookup(messages, `${namespace}.${key}`)
      return text === undefined ? `${namespace}.${key}` : interpolate(text, values)
    }
    const has = (key: string) => lookup(messages, `${namespace}.${key}`) !== undefined
    return Object.assign(translate, { has })
  }, [messages, namespace])
}
