import { getTranslations } from 'next-intl/server'
import { CellLink, ListTable, RowLink } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { SubjectRow } from '@/lib/data/subjects'
import { enrollmentUrl } from '@/lib/site-url'
import { EditSubjectDialog, ShareLinkDialog } from './subject-dialogs'

export async function SubjectsTable({
  rows,
  classes,
  caption,
}: {
  rows: SubjectRow[]
  classes: { id: string; name: string }[]
  caption: string
}) {
  const t = await getTranslations('subjects')
  const columns = ['name', 'class', 'teacher', 'link', 'status', 'actions'] as const
  return (
    <ListTable id="subjects" caption={caption} columns={columns.map((c) => t(`columns.${c}`))}>
      {rows.map((row) => {
        const teacher = row.class?.teacher
        return (
          <TableRow key={row.id}>
            <TableHead scope="row">
              <RowLink href={`/assignments?subject=${row.id}`}>{row.name}</RowLink>
            </TableHead>
            <TableCell>{row.class ? <CellLink href={`/classes/${row.class.id}`}>{row.class.name}</CellLink> : '—'}</TableCell>
            <TableCell>{teacher ? `${teacher.first_name} ${teacher.last_name}` : '—'}</TableCell>
            <TableCell>
              {t(
                row.link_state === 'revoked'
                  ? 'link.stateRevoked'
                  : row.link_state === 'expired'
                    ? 'link.stateExpired'
                    : 'link.stateOpen',
              )}
            </TableCell>
            <StatusCells table="subjects" id={row.id} name={row.name} isActive={row.is_active}>
              <ShareLinkDialog
                subjectId={row.id}
                name={row.name}
                url={enrollmentUrl(row.id)}
                enabled={row.enrollment_enabled}
                expired={row.link_state === 'expired'}
                expiresAt={row.enrollment_expires_at}
              />
              <EditSubjectDialog existing={{ id: row.id, name: row.name, description: row.description, class_id: row.class_id }} classes={classes} />
            </StatusCells>
          </TableRow>
        )
      })}
    </ListTable>
  )
}
