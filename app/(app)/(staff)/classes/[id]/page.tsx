import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ClassRoster } from '@/components/classes/class-roster'
import { ClassSubjects } from '@/components/classes/class-subjects'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { pageContext } from '@/lib/auth/guards'
import { getClassDetail } from '@/lib/data/classes'
import { UUID_RE } from '@/lib/validation/common'

type Params = Promise<{ id: string }>

export const generateMetadata = titleFrom('classPage')

/** A class: its teacher, its subjects and its roster, for the principal or the class's teacher. */
export default async function ClassPage({ params }: { params: Params }) {
  const { id } = await params
  if (!UUID_RE.test(id)) notFound()
  const { supabase } = await pageContext()
  const [cls, t] = await Promise.all([getClassDetail(supabase, id), getTranslations('classPage')])
  if (!cls) notFound()
  const teacher = cls.teacher ? `${cls.teacher.first_name} ${cls.teacher.last_name}`.trim() : null
  return (
    <>
      <PageHeader title={cls.name} description={cls.description ?? undefined} />
      <p className="mb-6 flex flex-wrap items-center gap-x-2">
        {t('teacherLabel')}{' '}
        {cls.teacher && teacher ? (
          <Link
            href={`/teacher/${cls.teacher.id}`}
            className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline"
          >
            {teacher}
          </Link>
        ) : (
          <span>{t('noTeacher')}</span>
        )}
        {cls.grade_level !== null && <span>· {t('grade', { grade: cls.grade_level })}</span>}
        {!cls.is_active && <span>· {t('inactive')}</span>}
      </p>
      <TitledSection id="class-subjects-title" title={t('subjects')} className="mb-8">
        <ClassSubjects subjects={cls.subjects} className={cls.name} />
      </TitledSection>
      <TitledSection id="class-roster-title" title={t('roster')}>
        <ClassRoster roster={cls.student_enrollments} className={cls.name} />
      </TitledSection>
    </>
  )
}
