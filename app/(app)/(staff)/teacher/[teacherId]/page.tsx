import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { AccountSection } from '@/components/people/account-section'
import { StatusCell } from '@/components/lists/status-cell'
import { TableCell, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { getTeacher } from '@/lib/data/teachers'
import { UUID_RE } from '@/lib/validation/common'

type Params = Promise<{ teacherId: string }>

const CLASS_COLUMNS = ['class', 'subjects', 'students', 'status'] as const

export const generateMetadata = titleFrom('teacher')

/** A teacher's classes, subjects and load: for the principal, or the teacher themself. */
export default async function TeacherPage({ params }: { params: Params }) {
  const { teacherId } = await params
  const { profile: me, supabase } = await pageContext()
  // A teacher sees only their own page; RLS would return nothing anyway, this says so plainly.
  if (!UUID_RE.test(teacherId) || (me.role === 'teacher' && me.id !== teacherId)) notFound()
  const teacher = await getTeacher(supabase, teacherId)
  if (!teacher) notFound()
  const t = await getTranslations('teacher')
  const subjects = teacher.classes.reduce((n, c) => n + c.subjects.length, 0)
  const students = teacher.classes.reduce((n, c) => n + (c.student_enrollments[0]?.count ?? 0), 0)
  const assignments = teacher.classes.reduce(
    (n, c) => n + c.subjects.reduce((m, s) => m + (s.assignments[0]?.count ?? 0), 0),
    0,
  )
  return (
    <>
      <PageHeader
        title={`${teacher.first_name} ${teacher.last_name}`.trim() || teacher.email}
        description={teacher.email}
      />
      {me.role === 'principal' && teacher.id !== me.id && (
        <AccountSection supabase={supabase} member={teacher} leaveTo="/teachers" />
      )}
      <TitledSection id="load-title" title={t('load')} className="mb-8">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t('classes'), teacher.classes.length],
            [t('subjects'), subjects],
            [t('students'), students],
            [t('assignments'), assignments],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      {teacher.classes.length === 0 ? (
        <p>{t('noClasses')}</p>
      ) : (
        <ListTable id="teacher-classes" caption={t('classesCaption')} columns={CLASS_COLUMNS} t={t}>
          {teacher.classes.map((c) => (
            <TableRow key={c.id}>
              <RowHeader href={`/classes/${c.id}`}>{c.name}</RowHeader>
              <TableCell>{c.subjects.map((s) => s.name).join(', ') || '—'}</TableCell>
              <TableCell>{c.student_enrollments[0]?.count ?? 0}</TableCell>
              <StatusCell active={c.is_active} />
            </TableRow>
          ))}
        </ListTable>
      )}
    </>
  )
}
