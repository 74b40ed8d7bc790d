import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { childName } from './child-switcher'

/** The chosen child's name as the h2 the page's parts hang under, with their grade. */
export async function ChildHeading({
  child,
  children,
}: {
  child: { first_name: string; last_name: string; grade_level: number | null }
  children?: React.ReactNode
}) {
  const t = await getTranslations('children')
  return (
    <div className="grid gap-1">
      <h2 id="child-name" className="text-xl font-semibold">
        {childName(child)}
      </h2>
      {child.grade_level !== null && (
        <p className="text-muted-foreground">{t('grade', { grade: child.grade_level })}</p>
      )}
      {children}
    </div>
  )
}

/**
 * The page when there is no child to show, under its heading: none linked yet (the school
 * links them), or the read failed.
 */
export async function NoChildren({ header, failed }: { header: React.ReactNode; failed: boolean }) {
  const t = await getTranslations('children')
  return (
    <>
      {header}
      {failed ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <EmptyState title={t('empty.title')} body={t('empty.body')} />
      )}
    </>
  )
}
