import { TextLink } from '@/components/common/target-link'
import { getTranslations } from 'next-intl/server'
import { AccommodationList } from '@/components/students/student-todo'
import { accommodationActions } from '@/lib/accommodations/phrasing'
import { Part } from './part'

/**
 * What the school does for the child, in the words teachers read ('Allow 50% more time'),
 * with the school's note for each; never a diagnosis. The insight record is the insights
 * page's own, opened for this child.
 */
export async function ChildSupport({
  childId,
  name,
  codes,
  factor,
  details,
}: {
  childId: string
  name: string
  codes: readonly string[]
  factor: number
  details: { accommodation: string; is_active: boolean; details: string | null }[]
}) {
  const t = await getTranslations('children')
  const any = accommodationActions(codes, factor).length > 0
  return (
    <Part id="child-support" title={t('support.title')}>
      <p>{any ? t('support.intro', { name }) : t('support.none', { name })}</p>
      <AccommodationList codes={codes} factor={factor} details={details} />
      <p>
        <TextLink href={`/insights?student=${childId}`}>{t('support.insights', { name })}</TextLink>
      </p>
    </Part>
  )
}
