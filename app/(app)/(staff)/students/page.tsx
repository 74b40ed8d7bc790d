import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { TableCell, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { listStudents } from '@/lib/data/students'

export const generateMetadata = titleFrom('students')

const COLUMNS = ['name', 'grade', 'classes', 'support'] as const

export default async function StudentsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase, profile }, { q, page }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const [list, t] = await Promise.all([
    listStudents(supabase, { schoolId: profile.schoolId, q, page }),
    getTranslations('students'),
  ])
  return (
    <ListPage
      texts="students"
      // A principal sees every student of the school, a teacher those of their classes.
      description={t(profile.role === 'principal' ? 'descriptionPrincipal' : 'description')}
      search={{ q }}
      list={list}
      page={page}
      href={pageHref('/students', { q })}
    >
      {(caption) => (
        <ListTable id="students" caption={caption} columns={COLUMNS} t={t}>
          {list.rows.map((row) => (
            <TableRow key={row.id}>
              <RowHeader href={`/students/${row.id}`}>
                {`${row.first_name} ${row.last_name}`.trim() || row.email}
              </RowHeader>
              <TableCell>{row.grade_level ?? '—'}</TableCell>
              <TableCell>
                {row.student_enrollments
                  .map((e) => e.class?.name)
                  .filter(Boolean)
                  .join(', ') || '—'}
              </TableCell>
              <TableCell>
                {row.accommodations_needed.length > 0
                  ? t('hasSupport', { count: row.accommodations_needed.length })
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
    </ListPage>
  )
}
