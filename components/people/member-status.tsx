import { getTranslations } from 'next-intl/server'
import { StatusText } from '@/components/lists/row-actions'

/**
 * A member's state in words: active; waiting (never approved: signed up and waits for the
 * principal); or deactivated (was active, switched off). approved_at tells the two inactive
 * states apart, so a deactivated teacher never reads "Awaiting activation".
 */
export async function MemberStatus({
  isActive,
  approvedAt,
}: {
  isActive: boolean
  approvedAt: string | null
}) {
  const [t, ts] = await Promise.all([getTranslations('people'), getTranslations('status')])
  return (
    <StatusText
      active={isActive}
      labels={{ active: ts('active'), inactive: approvedAt ? t('deactivatedState') : t('waiting') }}
    />
  )
}
