import { getTranslations } from 'next-intl/server'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { RowActions, StatusText } from '@/components/bin/row-actions'
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
  return (
    <Table labelledBy="subjects-caption">
      <TableCaption id="subjects-caption">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.name')}</TableHead>
          <TableHead>{t('columns.class')}</TableHead>
          <TableHead>{t('columns.teacher')}</TableHead>
          <TableHead>{t('columns.link')}</TableHead>
          <TableHead>{t('columns.status')}</TableHead>
          <TableHead>{t('columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const teacher = row.class?.teacher
          return (
            <TableRow key={row.id}>
              <TableHead scope="row">{row.name}</TableHead>
              <TableCell>{row.class?.name ?? '—'}</TableCell>
              <TableCell>{teacher ? `${teacher.first_name} ${teacher.last_name}` : '—'}</TableCell>
              <TableCell>{t(row.link_state === 'revoked' ? 'link.stateRevoked' : row.link_state === 'expired' ? 'link.stateExpired' : 'link.stateOpen')}</TableCell>
              <TableCell>
                <StatusText active={row.is_active} labels={{ active: ts('active'), inactive: ts('inactive') }} />
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
      </TableBody>
    </Table>
  )
}
