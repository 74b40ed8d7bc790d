import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import type { SubjectRow } from '@/lib/data/subjects'
import { enrollmentUrl } from '@/lib/site-url'
import { SubjectsRows } from './subjects-rows'

const COLUMNS = ['name', 'class', 'teacher', 'link', 'status', 'actions'] as const

/**
 * Subjects with their class, teacher, enrolment link and row actions.
 * The rows go to the browser as data and one client component draws them: cheaper to send
 * and read back than rows of server-drawn elements.
 */
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
  return (
    <ListTable id="subjects" caption={caption} columns={COLUMNS} t={t}>
      <SubjectsRows
        classes={classes}
        rows={rows.map((row) => {
          const teacher = row.class?.teacher
          const expired = row.link_state === 'expired'
          return {
            id: row.id,
            name: row.name,
            class: row.class ? { id: row.class.id, name: row.class.name } : null,
            teacher: teacher ? `${teacher.first_name} ${teacher.last_name}` : '—',
            linkState: t(
              row.link_state === 'revoked'
                ? 'link.stateRevoked'
                : expired
                  ? 'link.stateExpired'
                  : 'link.stateOpen',
            ),
            isActive: row.is_active,
            link: {
              url: enrollmentUrl(row.id),
              enabled: row.enrollment_enabled,
              expired,
              expiresAt: row.enrollment_expires_at,
            },
            existing: {
              id: row.id,
              name: row.name,
              description: row.description,
              class_id: row.class_id,
            },
          }
        })}
      />
    </ListTable>
  )
}
