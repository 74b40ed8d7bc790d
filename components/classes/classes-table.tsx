import { getTranslations } from 'next-intl/server'
import { ListTable, RowLink } from '@/components/lists/list-table'
import { StatusCells } from '@/components/lists/status-cells'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { ClassRow } from '@/lib/data/classes'
import { EditClassDialog } from './class-dialogs'

export async function ClassesTable({
  rows,
  school,
  teachers,
  caption,
}: {
  rows: ClassRow[]
  school: string
  teachers: { id: string; name: string }[] | null
  caption: string
}) {
  const t = await getTranslations('classes')
  const columns = [
    'name',
    'teacher',
    'school',
    'subjects',
    'students',
    'status',
    'actions',
  ] as const
  return (
    <ListTable id="classes" caption={caption} columns={columns.map((c) => t(`columns.${c}`))}>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableHead scope="row">
            <RowLink href={`/classes/${row.id}`}>{row.name}</RowLink>
          </TableHead>
          <TableCell>
            {row.teacher ? `${row.teacher.first_name} ${row.teacher.last_name}` : t('noTeacher')}
          </TableCell>
          <TableCell>{school}</TableCell>
          <TableCell>{row.subjects[0]?.count ?? 0}</TableCell>
          <TableCell>{row.student_enrollments[0]?.count ?? 0}</TableCell>
          <StatusCells table="classes" id={row.id} name={row.name} isActive={row.is_active}>
            <EditClassDialog existing={{ id: row.id, name: row.name, description: row.description, grade_level: row.grade_level, teacher_id: row.teacher_id }} teachers={teachers} />
          </StatusCells>
        </TableRow>
      ))}
    </ListTable>
  )
}
