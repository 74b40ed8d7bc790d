'use client'
import { CellLink, RowHeader } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { TableCell, TableRow } from '@/components/ui/table'
import { EditSubjectDialog, ShareLinkDialog } from './subject-dialogs'
import type { ExistingSubject } from './subject-form'

export type SubjectRowView = {
  id: string
  name: string
  class: { id: string; name: string } | null
  teacher: string
  /** The enrolment link's state, in words. */
  linkState: string
  isActive: boolean
  link: { url: string; enabled: boolean; expired: boolean; expiresAt: string | null }
  /** The form's own fields only: the row's embeds would be sent to the browser once per row. */
  existing: ExistingSubject
}

/** The subjects table's rows, drawn from row data the server has already put into words. */
export function SubjectsRows({
  rows,
  classes,
}: {
  rows: SubjectRowView[]
  classes: { id: string; name: string }[]
}) {
  return rows.map((row) => (
    <TableRow key={row.id} data-row-id={row.id}>
      <RowHeader href={`/assignments?subject=${row.id}`}>{row.name}</RowHeader>
      <TableCell>
        {row.class ? <CellLink href={`/classes/${row.class.id}`}>{row.class.name}</CellLink> : '—'}
      </TableCell>
      <TableCell>{row.teacher}</TableCell>
      <TableCell>{row.linkState}</TableCell>
      <StatusCells table="subjects" id={row.id} name={row.name} isActive={row.isActive}>
        <ShareLinkDialog subjectId={row.id} name={row.name} {...row.link} />
        <EditSubjectDialog existing={row.existing} classes={classes} />
      </StatusCells>
    </TableRow>
  ))
}
