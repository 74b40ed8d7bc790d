'use client'
import { Attachments } from '@/components/files/attachments'
import { CellLink, RowHeader } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { TimeText, type DateWords } from '@/components/lists/time-text'
import { TableCell, TableRow } from '@/components/ui/table'
import { EditAssignmentDialog } from './assignment-dialogs'
import type { ExistingAssignment } from './assignment-form'

export type AssignmentRowView = {
  id: string
  title: string
  subject: { id: string; name: string; class: { id: string; name: string } | null } | null
  due: DateWords
  maxScore: string
  submissions: number
  isActive: boolean
  /** The form's own fields only: the row's embeds would be sent to the browser once per row. */
  existing: ExistingAssignment
}

/** The assignments table's rows, drawn from row data the server has already put into words. */
export function AssignmentsRows({
  rows,
  subjects,
}: {
  rows: AssignmentRowView[]
  subjects: { id: string; name: string }[]
}) {
  return rows.map((row) => (
    <TableRow key={row.id} data-row-id={row.id}>
      <RowHeader href={`/submissions?assignment=${row.id}`}>{row.title}</RowHeader>
      <TableCell>
        {row.subject ? (
          <>
            <CellLink href={`/assignments?subject=${row.subject.id}`}>{row.subject.name}</CellLink>
            {row.subject.class && (
              <>
                {' ('}
                <CellLink href={`/classes/${row.subject.class.id}`}>
                  {row.subject.class.name}
                </CellLink>
                {')'}
              </>
            )}
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        <TimeText {...row.due} />
      </TableCell>
      <TableCell>{row.maxScore}</TableCell>
      <TableCell>{row.submissions}</TableCell>
      <TableCell>
        {/* The staff who see an assignment here manage it, so they may attach files. */}
        <Attachments
          bucket="assignment-files"
          folders={[row.id]}
          title={row.title}
          canUpload
          maxMb={25}
        />
      </TableCell>
      <StatusCells table="assignments" id={row.id} name={row.title} isActive={row.isActive}>
        <EditAssignmentDialog existing={row.existing} subjects={subjects} />
      </StatusCells>
    </TableRow>
  ))
}
