import { getTranslations } from 'next-intl/server'
import { SkipLinks } from '@/components/a11y/skip-links'
import { requireRole } from '@/lib/auth/guards'
import { STUDENT_ONLY } from '@/lib/auth/route-rules'

/** Student-only page without the signed-in shell (spec §2). */
export default async function JoinSubjectLayout({ children }: { children: React.ReactNode }) {
  await requireRole(STUDENT_ONLY, '/join-subject')
  const t = await getTranslations('common')
  return (
    <>
      <SkipLinks accessibilityTarget={false} />
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-10" aria-label={t('appName')}>
        {children}
      </main>
    </>
  )
}
