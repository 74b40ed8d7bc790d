import { getTranslations } from 'next-intl/server'
import { EmptyState } from './empty-state'
import { PageHeader } from './page-header'

/**
 * A page whose feature is not built yet: its title and an honest empty state.
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
