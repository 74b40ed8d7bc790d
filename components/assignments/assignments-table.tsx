import { getFormatter, getTranslations } from 'next-intl/server'
import { Attachments } from '@/components/files/attachments'
import { CellLink, ListTable, RowLink } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { When } from '@/components/lists/when'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { AssignmentRow } from '@/lib/data/assignments'
import { EditAssignmentDialog } from './assignment-dialogs'

const COLUMNS = ['title', 'subject', 'due', 'maxScore', 'submissions', 'files', 'status', 'actions'] as const

/** Assignments with their subject (and class), due date, handed-in count and row actions. */
export async function AssignmentsTable({
  rows,
  subjects,
  caption,
}: {
  rows: AssignmentRow[]
  subjects: { id: string; name: string }[]
  caption: string
}) {
  const [t, format] = await Promise.all([getTranslations('assignments'), getFormatter()])
  return (
    <ListTable id="assignments" caption={caption} columns={COLUMNS.map((c) => t(`columns.${c}`))}>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableHead scope="row">
            <RowLink href={`/submissions?assignment=${row.id}`}>{row.title}</RowLink>
          </TableHead>
          <TableCell>
            {row.subject ? (
              <>
                <CellLink href={`/assignments?subject=${row.subject.id}`}>
                  {row.subject.name}
                </CellLink>
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
            <When at={row.due_at} />
          </TableCell>
          <TableCell>{format.number(Number(row.max_score))}</TableCell>
          <TableCell>{row.assignment_submissions[0]?.count ?? 0}</TableCell>
          <TableCell>
            {/* The staff who see an assignment here manage it, so they may attach files. */}
            <Attachments bucket="assignment-files" folders={[row.id]} title={row.title} canUpload maxMb={25} />
          </TableCell>
          <StatusCells table="assignments" id={row.id} name={row.title} isActive={row.is_active}>
            {/* The form's own fields only: the row's embeds would be sent to the browser once per row. */}
            <EditAssignmentDialog
              existing={{ id: row.id, title: row.title, instructions: row.instructions, due_at: row.due_at, max_score: row.max_score, subject_id: row.subject_id }}
              subjects={subjects}
            />
          </StatusCells>
        </TableRow>
      ))}
    </ListTable>
  )
}
