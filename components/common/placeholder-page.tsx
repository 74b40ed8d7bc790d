import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from './empty-state'
import { PageHeader } from './page-header'

/**
 * A page whose feature arrives in a later issue: its title and an honest empty state.
 * Strings live in the page's own messages namespace (`<ns>.title`, `<ns>.empty`).
 */
export async function PlaceholderPage({ namespace }: { namespace: string }) {
  const [t, tc] = await Promise.all([getTranslations(namespace), getTranslations('common')])
  return (
    <>
      <PageHeader title={t('title')} />
      <EmptyState title={tc('comingSoonTitle')} body={t('empty')} />
    </>
  )
}

export function placeholderMetadata(namespace: string) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(namespace)
    return { title: t('title') }
  }
}
