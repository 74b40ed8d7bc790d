import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { RoleStats } from '@/components/dashboard/stats-tiles'
import { pageContextOrNull } from '@/lib/auth/guards'

export const generateMetadata = titleFrom('insights')

/** Every role sees its own scope; the records themselves are not built yet. */
export default async function InsightsPage() {
  const [context, t, tc] = await Promise.all([pageContextOrNull(), getTranslations('insights'), getTranslations('common')])
  if (!context) return null
  const { profile, supabase } = context
  return (
    <>
      <PageHeader title={t('title')} description={t(`scope.${profile.role}`)} />
      <RoleStats supabase={supabase} role={profile.role} />
      <EmptyState title={tc('comingSoonTitle')} body={t('empty')} />
    </>
  )
}
