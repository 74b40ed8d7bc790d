import { getTranslations } from 'next-intl/server'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { StatusCell } from '@/components/lists/status-cell'
import { TableCell, TableRow } from '@/components/ui/table'
import type { ClassDetail } from '@/lib/data/classes'

const COLUMNS = ['subject', 'assignments', 'status'] as const

/** The class's subjects, each opening its assignments. */
export async function ClassSubjects({
  subjects,
  className,
}: {
  subjects: ClassDetail['subjects']
  className: string
}) {
  const t = await getTranslations('classPage')
  if (subjects.length === 0) return <p>{t('noSubjects')}</p>
  return (
    <ListTable
      id="class-subjects"
      caption={t('subjectsCaption', { name: className })}
      columns={COLUMNS}
      t={t}
    >
      {subjects.map((s) => (
        <TableRow key={s.id}>
          <RowHeader href={`/assignments?subject=${s.id}`}>{s.name}</RowHeader>
          <TableCell>{s.assignments[0]?.count ?? 0}</TableCell>
          <StatusCell active={s.is_active} />
        </TableRow>
      ))}
    </ListTable>
  )
}
