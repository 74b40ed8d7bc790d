import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { MemberActivation } from '@/components/people/member-activation'
import { MemberStatus } from '@/components/people/member-status'
import { TableCell, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { listTeachers } from '@/lib/data/teachers'

export const generateMetadata = titleFrom('teachers')

const COLUMNS = ['name', 'email', 'classes', 'status', 'actions'] as const

export default async function TeachersPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase }, { q, page }] = await Promise.all([pageContext(), listParams(searchParams)])
  const [list, t] = await Promise.all([
    listTeachers(supabase, { q, page }),
    getTranslations('teachers'),
  ])
  return (
    <ListPage
      texts="teachers"
      search={{ q }}
      list={list}
      page={page}
      href={pageHref('/teachers', { q })}
      messages={['people']}
    >
      {(caption) => (
        <ListTable id="teachers" caption={caption} columns={COLUMNS} t={t}>
          {list.rows.map((row) => {
            const name = `${row.first_name} ${row.last_name}`.trim() || row.email
            return (
              <TableRow key={row.id}>
                <RowHeader href={`/teacher/${row.id}`}>{name}</RowHeader>
                <TableCell className="break-address">{row.email}</TableCell>
                <TableCell>{row.classes[0]?.count ?? 0}</TableCell>
                <TableCell>
                  <MemberStatus isActive={row.is_active} approvedAt={row.approved_at} />
                </TableCell>
                <TableCell>
                  <MemberActivation id={row.id} name={name} isActive={row.is_active} />
                </TableCell>
              </TableRow>
            )
          })}
        </ListTable>
      )}
    </ListPage>
  )
}
