import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import { RowActions, StatusText } from '@/components/lists/row-actions'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { SubjectRow } from '@/lib/data/subjects'
import { EditSubjectDialog, ShareLinkDialog } from './subject-dialogs'

export async function SubjectsTable({
  rows,
  classes,
  caption,
  siteUrl,
}: {
  rows: SubjectRow[]
  classes: { id: string; name: string }[]
  caption: string
  siteUrl: string
}) {
  const [t, ts] = await Promise.all([getTranslations('subjects'), getTranslations('status')])
  const columns = ['name', 'class', 'teacher', 'link', 'status', 'actions'] as const
  return (
    <ListTable id="subjects" caption={caption} columns={columns.map((c) => t(`columns.${c}`))}>
      {rows.map((row) => {
        const teacher = row.class?.teacher
        return (
          <TableRow key={row.id}>
            <TableHead scope="row">{row.name}</TableHead>
            <TableCell>{row.class?.name ?? '—'}</TableCell>
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
            <TableCell>
              <StatusText
                active={row.is_active}
                labels={{ active: ts('active'), inactive: ts('inactive') }}
              />
            </TableCell>
            <TableCell>
              <RowActions table="subjects" id={row.id} name={row.name} isActive={row.is_active}>
                <ShareLinkDialog
                  subjectId={row.id}
                  name={row.name}
                  url={`${siteUrl}/enroll-subject?subject=${row.id}`}
                  enabled={row.enrollment_enabled}
                  expired={row.link_state === 'expired'}
                  expiresAt={row.enrollment_expires_at}
                />
                <EditSubjectDialog existing={row} classes={classes} />
              </RowActions>
            </TableCell>
          </TableRow>
        )
      })}
    </ListTable>
  )
}
