import { getTranslations } from 'next-intl/server'
import { TableCell } from '@/components/ui/table'
import { StatusText } from './row-actions'

/**
 * A row's status cell, "Active" or "Inactive", for a server-rendered table with no switch
 * beside it (StatusCells is the one with the switch and the row's actions).
 */
export async function StatusCell({ active }: { active: boolean }) {
  const t = await getTranslations('status')
  return (
    <TableCell>
      <StatusText active={active} labels={{ active: t('active'), inactive: t('inactive') }} />
    </TableCell>
  )
}
