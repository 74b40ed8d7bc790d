import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FlashToast } from '@/components/auth/flash-toast'
import { PageHeader } from '@/components/common/page-header'
import { AccessDeniedAlert } from '@/components/dashboard/access-denied-alert'
import { NextSteps } from '@/components/dashboard/next-steps'
import { StatsTiles } from '@/components/dashboard/stats-tiles'
import { requireUser, getSupabaseForUser } from '@/lib/auth/guards'
import { getDashboardStats } from '@/lib/data/stats'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard')
  return { title: t('title') }
}

export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [user, params, t] = await Promise.all([requireUser(), searchParams, getTranslations('dashboard')])
  if (user.profile.status !== 'ok') return null // the layout shows the profile problem
  const { profile } = user.profile
  const supabase = await getSupabaseForUser()
  const stats = profile.role === 'parent' ? null : await getDashboardStats(supabase, profile.role)

  const ta = await getTranslations('auth')
  return (
    <>
      {params.verified === '1' && <FlashToast kind="success" title={ta('toast.success')} message={ta('emailConfirmed')} />}
      <AccessDeniedAlert denied={params.denied} role={profile.role} />
      <PageHeader title={t('title')} description={t('welcome', { name: profile.firstName || profile.email })} />
      {profile.role !== 'parent' && <StatsTiles data={stats} />}
      <NextSteps supabase={supabase} profile={profile} />
    </>
  )
}
