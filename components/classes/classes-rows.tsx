'use client'
import { RowHeader } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { TableCell, TableRow } from '@/components/ui/table'
import { EditClassDialog } from './class-dialogs'
import type { ExistingClass } from './class-form'

export type ClassRowView = {
  id: string
  name: string
  /** The teacher's name, or the words for none. */
  teacher: string
  subjects: number
  students: number
  isActive: boolean
  /** The form's own fields only: the row's embeds would be sent to the browser once per row. */
  existing: ExistingClass
}

/** The classes table's rows, drawn from row data the server has already put into words. */
export function ClassesRows({
  rows,
  school,
  teachers,
}: {
  rows: ClassRowView[]
  school: string
  teachers: { id: string; name: string }[] | null
}) {
  return rows.map((row) => (
    <TableRow key={row.id} data-row-id={row.id}>
      <RowHeader href={`/classes/${row.id}`}>{row.name}</RowHeader>
      <TableCell>{row.teacher}</TableCell>
      <TableCell>{school}</TableCell>
      <TableCell>{row.subjects}</TableCell>
      <TableCell>{row.students}</TableCell>
      <StatusCells table="classes" id={row.id} name={row.name} isActive={row.isActive}>
        <EditClassDialog existing={row.existing} teachers={teachers} />
      </StatusCells>
    </TableRow>
  ))
}
