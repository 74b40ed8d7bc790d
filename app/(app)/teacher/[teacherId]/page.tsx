import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { StatusText } from '@/components/bin/row-actions'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { getCurrentUser, getSupabase } from '@/lib/auth/session'
import { getTeacher } from '@/lib/data/teachers'
import { UUID_RE } from '@/lib/validation/common'

type Params = Promise<{ teacherId: string }>

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacher')
  return { title: t('title') }
}

/** A teacher's classes, subjects and load: for the principal, or the teacher themself. */
export default async function TeacherPage({ params }: { params: Params }) {
  const { teacherId } = await params
  const user = await getCurrentUser()
  const me = user?.profile.status === 'ok' ? user.profile.profile : null
  // A teacher sees only their own page; RLS would return nothing anyway, this says so plainly.
  if (!UUID_RE.test(teacherId) || !me || (me.role === 'teacher' && me.id !== teacherId)) notFound()
  const teacher = await getTeacher(await getSupabase(), teacherId)
  if (!teacher) notFound()
  const [t, ts] = await Promise.all([getTranslations('teacher'), getTranslations('status')])
  const subjects = teacher.classes.reduce((n, c) => n + c.subjects.length, 0)
  const students = teacher.classes.reduce((n, c) => n + (c.student_enrollments[0]?.count ?? 0), 0)
  const assignments = teacher.classes.reduce((n, c) => n + c.subjects.reduce((m, s) => m + (s.assignments[0]?.count ?? 0), 0), 0)
  return (
    <>
      <PageHeader title={`${teacher.first_name} ${teacher.last_name}`.trim() || teacher.email} description={teacher.email} />
      <section aria-labelledby="load-title" className="mb-8">
        <h2 id="load-title" className="mb-2 text-lg font-semibold">
          {t('load')}
        </h2>
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
      </section>
      {teacher.classes.length === 0 ? (
        <p>{t('noClasses')}</p>
      ) : (
        <Table labelledBy="teacher-classes-caption">
          <TableCaption id="teacher-classes-caption">{t('classesCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.class')}</TableHead>
              <TableHead>{t('columns.subjects')}</TableHead>
              <TableHead>{t('columns.students')}</TableHead>
              <TableHead>{t('columns.status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {teacher.classes.map((c) => (
              <TableRow key={c.id}>
                <TableHead scope="row">{c.name}</TableHead>
                <TableCell>{c.subjects.map((s) => s.name).join(', ') || '—'}</TableCell>
                <TableCell>{c.student_enrollments[0]?.count ?? 0}</TableCell>
                <TableCell>
                  <StatusText active={c.is_active} labels={{ active: ts('active'), inactive: ts('inactive') }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  )
}
