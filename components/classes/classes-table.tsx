import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import type { ClassRow } from '@/lib/data/classes'
import { ClassesRows } from './classes-rows'

const COLUMNS = ['name', 'teacher', 'school', 'subjects', 'students', 'status', 'actions'] as const

/**
 * Classes with their teacher, counts and row actions.
 * The rows go to the browser as data and one client component draws them: cheaper to send
 * and read back than rows of server-drawn elements.
 */
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
  return (
    <ListTable id="classes" caption={caption} columns={COLUMNS} t={t}>
      <ClassesRows
        school={school}
        teachers={teachers}
        rows={rows.map((row) => ({
          id: row.id,
          name: row.name,
          teacher: row.teacher
            ? `${row.teacher.first_name} ${row.teacher.last_name}`
            : t('noTeacher'),
          subjects: row.subjects[0]?.count ?? 0,
          students: row.student_enrollments[0]?.count ?? 0,
          isActive: row.is_active,
          existing: {
            id: row.id,
            name: row.name,
            description: row.description,
            grade_level: row.grade_level,
            teacher_id: row.teacher_id,
          },
        }))}
      />
    </ListTable>
  )
}
