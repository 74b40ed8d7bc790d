import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { StudentProfileButton } from '@/components/profile/student-profile-button'
import { StudentTodo } from '@/components/students/student-todo'
import { DueLabel } from '@/components/submissions/due-label'
import { ListTable } from '@/components/lists/list-table'
import { AccountSection } from '@/components/people/account-section'
import { GuardiansSection } from '@/components/people/guardians-section'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { activeAccommodations } from '@/lib/accommodations/phrasing'
import { personalDue, workStatus } from '@/lib/accommodations/due-date'
import { pageContext } from '@/lib/auth/guards'
import { getStudent } from '@/lib/data/students'
import { UUID_RE } from '@/lib/validation/common'
import { uuidParam } from '@/lib/navigation/route-ids'

type Params = Promise<{ studentId: string }>

const WORK_COLUMNS = ['assignment', 'due', 'status', 'score'] as const

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { studentId } = await params
  const t = await getTranslations('students')
  const student = UUID_RE.test(studentId)
    ? await getStudent((await pageContext()).supabase, studentId)
    : null
  return { title: student ? `${student.first_name} ${student.last_name}` : t('title') }
}

/** One student: enrolments, work, and what to do for them — never a diagnosis. */
export default async function StudentPage({ params }: { params: Params }) {
  const studentId = await uuidParam(params, 'studentId')
  const { supabase, profile: me } = await pageContext()
  const student = await getStudent(supabase, studentId)
  if (!student) notFound()
  const [t, tw, format] = await Promise.all([
    getTranslations('students'),
    getTranslations('submissions'),
    getFormatter(),
  ])
  const codes = activeAccommodations(student.accommodations_needed, student.student_accommodations)
  const factor = Number(student.school?.extended_time_factor ?? 1.5)
  const classes = student.student_enrollments.filter((e) => e.status === 'active')
  return (
    <>
      <PageHeader
        title={`${student.first_name} ${student.last_name}`.trim()}
        description={
          student.grade_level ? t('gradeLine', { grade: student.grade_level }) : undefined
        }
      >
        {/* The principal keeps the student's profile; a teacher reads the page only. */}
        {me.role === 'principal' && (
          <StudentProfileButton
            studentId={student.id}
            firstName={student.first_name}
            lastName={student.last_name}
            callerRole={me.role}
          />
        )}
      </PageHeader>
      {me.role === 'principal' && (
        <>
          <AccountSection supabase={supabase} member={student} leaveTo="/students" />
          <GuardiansSection supabase={supabase} studentId={student.id} />
        </>
      )}
      <div className="grid gap-8">
        <StudentTodo codes={codes} factor={factor} details={student.student_accommodations} />
        <TitledSection id="enrolments-title" title={t('enrolments')}>
          {classes.length === 0 ? (
            <p>{t('noEnrolments')}</p>
          ) : (
            <ul className="list-disc pl-6">
              {classes.map((e, i) => (
                <li key={i}>{e.class?.name}</li>
              ))}
            </ul>
          )}
        </TitledSection>
        <TitledSection id="work-title" title={t('work')}>
          {student.assignment_submissions.length === 0 ? (
            <p>{t('noWork')}</p>
          ) : (
            <ListTable id="work" caption={t('workCaption')} columns={WORK_COLUMNS} t={tw}>
              {student.assignment_submissions.map((s) => {
                const a = s.assignment
                const due = a
                  ? personalDue(
                      { createdAt: a.created_at, dueAt: a.due_at },
                      { extendedTime: codes.includes('extended_time'), factor },
                    )
                  : null
                return (
                  <TableRow key={s.id}>
                    <TableHead scope="row">{a?.title ?? '—'}</TableHead>
                    <TableCell>
                      <DueLabel due={due} />
                    </TableCell>
                    <TableCell>
                      {tw(
                        `statuses.${workStatus({ submittedAt: s.submitted_at, gradedAt: s.graded_at }, due)}`,
                      )}
                    </TableCell>
                    <TableCell>
                      {s.score === null
                        ? '—'
                        : `${format.number(Number(s.score))} / ${format.number(Number(a?.max_score ?? 0))}`}
                    </TableCell>
                  </TableRow>
                )
              })}
            </ListTable>
          )}
        </TitledSection>
      </div>
    </>
  )
}
