import { getTranslations } from 'next-intl/server'
import { DashboardAnnouncements } from '@/components/announcements/dashboard-announcements'
import { FlashToast } from '@/components/auth/flash-toast'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { PageMessages } from '@/components/i18n/page-messages'
import { AccessDeniedAlert } from '@/components/dashboard/access-denied-alert'
import { NextSteps } from '@/components/dashboard/next-steps'
import { RoleStats } from '@/components/dashboard/stats-tiles'
import { pageContextOrNull } from '@/lib/auth/guards'
import { isStaff } from '@/lib/auth/roles'
import type { SearchParams } from '@/lib/data/paging'

export const generateMetadata = titleFrom('dashboard')

/**
 * The stats tiles and the next steps render side by side, so their reads run in parallel; the
 * newest announcements follow once the page is drawn (DashboardAnnouncements), which keeps the
 * dashboard within its budget of backend requests.
 */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const [context, params, t, ta] = await Promise.all([
    pageContextOrNull(),
    searchParams,
    getTranslations('dashboard'),
    getTranslations('auth'),
  ])
  if (!context) return null // the layout shows the profile problem
  const { profile, supabase } = context
  return (
    <>
      {params.verified === '1' && (
        <FlashToast kind="success" title={ta('toast.success')} message={ta('emailConfirmed')} />
      )}
      <AccessDeniedAlert denied={params.denied} role={profile.role} />
      <PageHeader
        title={t('title')}
        description={t('welcome', { name: profile.firstName || profile.email })}
      />
      <RoleStats supabase={supabase} role={profile.role} />
      <NextSteps supabase={supabase} profile={profile} />
      <PageMessages namespaces={['announcements', 'speech', 'files']}>
        <DashboardAnnouncements staff={isStaff(profile.role)} />
      </PageMessages>
    </>
  )
}
