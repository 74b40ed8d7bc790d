'use client'
import { useT } from '@/components/i18n/client-messages'
import { TableCell } from '@/components/ui/table'
import { StatusText, useRowActions } from './row-actions'

type Props = Parameters<typeof useRowActions>[0] & { children?: React.ReactNode }

/**
 * The last two cells of a row that can be switched off and binned: its status as text with the
 * switch beside it, then its actions (the row's own buttons first, then move to bin). Two
 * buttons a cell rather than three in one keeps a row low: a list shows more rows a screen.
 */
export function StatusCells({ table, id, name, isActive, children }: Props) {
  const t = useT('status')
  const actions = useRowActions({ table, id, name, isActive })
  return (
    <>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <StatusText active={isActive} labels={{ active: t('active'), inactive: t('inactive') }} />
          {actions.toggle}
        </div>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2">
          {children}
          {actions.bin}
        </div>
      </TableCell>
    </>
  )
}
