import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

/**
 * A page's generateMetadata that titles it with one message (`<namespace>.<key>`), in the
 * reader's language; the root layout adds " · Oppi".
 */
export function titleFrom(namespace: string, key = 'title') {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(namespace)
    return { title: t(key) }
  }
}
