'use client'
import { useT } from '@/components/i18n/client-messages'
import { TableCell } from '@/components/ui/table'
import { RowActions, StatusText } from './row-actions'

type Props = React.ComponentProps<typeof RowActions>

/**
 * The last two cells of a row that can be switched off and binned: its status as text, then
 * its actions (the row's own buttons first, then activate/deactivate and move to bin).
 */
export function StatusCells({ table, id, name, isActive, children }: Props) {
  const t = useT('status')
  return (
    <>
      <TableCell>
        <StatusText active={isActive} labels={{ active: t('active'), inactive: t('inactive') }} />
      </TableCell>
      <TableCell>
        <RowActions table={table} id={id} name={name} isActive={isActive}>
          {children}
        </RowActions>
      </TableCell>
    </>
  )
}
