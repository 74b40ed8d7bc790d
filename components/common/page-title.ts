import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  hasMessage,
  type KeyIn,
  type MessageNamespace,
  type Translator,
} from '@/lib/i18n/message-keys'

/** The namespaces whose `title` message titles their page. */
type TitledNamespace = {
  [Namespace in MessageNamespace]: 'title' extends KeyIn<Namespace> ? Namespace : never
}[MessageNamespace]

/**
 * A page's generateMetadata that titles it with one message (`<namespace>.<key>`, `title` unless
 * another key is named), in the reader's language; the root layout adds " · Oppi".
 */
export function titleFrom(namespace: TitledNamespace): () => Promise<Metadata>
export function titleFrom<Namespace extends MessageNamespace>(
  namespace: Namespace,
  key: KeyIn<Namespace>,
): () => Promise<Metadata>
export function titleFrom(namespace: MessageNamespace, key = 'title') {
  return async function generateMetadata(): Promise<Metadata> {
    const t: Translator = await getTranslations()
    // The signatures above have checked the key; a missing one reads as its path, as next-intl's.
    const path = `${namespace}.${key}`
    return { title: hasMessage(t, path) ? t(path) : path }
  }
}
