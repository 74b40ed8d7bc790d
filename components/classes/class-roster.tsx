import { getTranslations } from 'next-intl/server'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { When } from '@/components/lists/when'
import { TableCell, TableRow } from '@/components/ui/table'
import type { ClassDetail } from '@/lib/data/classes'

const COLUMNS = ['student', 'joined'] as const

/** The class's actively enrolled students, by surname, each opening their page. */
export async function ClassRoster({
  roster,
  className,
}: {
  roster: ClassDetail['student_enrollments']
  className: string
}) {
  const t = await getTranslations('classPage')
  const rows = roster
    .filter((e) => e.student)
    .map((e) => ({
      id: e.student!.id,
      name: `${e.student!.last_name}, ${e.student!.first_name}`,
      enrolledAt: e.enrolled_at,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  if (rows.length === 0) return <p>{t('noStudents')}</p>
  return (
    <ListTable
      id="class-roster"
      caption={t('rosterCaption', { name: className, count: rows.length })}
      columns={COLUMNS}
      t={t}
    >
      {rows.map((row) => (
        <TableRow key={row.id}>
          <RowHeader href={`/students/${row.id}`}>{row.name}</RowHeader>
          <TableCell>
            <When at={row.enrolledAt} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
