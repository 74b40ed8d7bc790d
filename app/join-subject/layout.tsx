import { getTranslations } from 'next-intl/server'
import { SkipLinks } from '@/components/accessibility/skip-links'
import { MainContent } from '@/components/layout/main-content'
import { requireAudience } from '@/lib/auth/guards'

/** A student-only page without the signed-in shell: joining a subject from a shared link. */
export default async function JoinSubjectLayout({ children }: { children: React.ReactNode }) {
  await requireAudience('student')
  const t = await getTranslations('common')
  return (
    <>
      <SkipLinks />
      <MainContent className="mx-auto max-w-2xl px-4 py-10" aria-label={t('appName')}>
        {children}
      </MainContent>
    </>
  )
}
