import { getTranslations } from 'next-intl/server'
import { StatusText } from './row-actions'

/** A row's status as "Active" or "Inactive", for a server-rendered table with no switch beside it. */
export async function ActiveStatus({ active }: { active: boolean }) {
  const t = await getTranslations('status')
  return <StatusText active={active} labels={{ active: t('active'), inactive: t('inactive') }} />
}
