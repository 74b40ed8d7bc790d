import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { placeholderMetadata } from '@/components/common/placeholder-page'
import { StatsTiles } from '@/components/dashboard/stats-tiles'
import { getSupabaseForUser, requireUser } from '@/lib/auth/guards'
import { getDashboardStats } from '@/lib/data/stats'

export const generateMetadata = placeholderMetadata('insights')

/** Every role sees its own scope (issue 4's reading); the records arrive in a later issue. */
export default async function InsightsPage() {
  const [user, t, tc] = await Promise.all([requireUser(), getTranslations('insights'), getTranslations('common')])
  if (user.profile.status !== 'ok') return null
  const { role } = user.profile.profile
  const stats = role === 'parent' ? null : await getDashboardStats(await getSupabaseForUser(), role)
  return (
    <>
      <PageHeader title={t('title')} description={t(`scope.${role}`)} />
      {role !== 'parent' && <StatsTiles data={stats} />}
      <EmptyState title={tc('comingSoonTitle')} body={t('empty')} />
    </>
  )
}
