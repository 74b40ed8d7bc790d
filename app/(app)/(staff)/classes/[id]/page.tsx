import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AnnouncementList } from '@/components/announcements/announcement-list'
import { PostAnnouncementForm } from '@/components/announcements/post-announcement-form'
import { ClassRoster } from '@/components/classes/class-roster'
import { ClassSubjects } from '@/components/classes/class-subjects'
import { titleFrom } from '@/components/common/page-title'
import { TargetLink } from '@/components/common/target-link'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { pageContext } from '@/lib/auth/guards'
import { listAnnouncements } from '@/lib/data/announcements'
import { getClassDetail } from '@/lib/data/classes'
import { uuidParam } from '@/lib/navigation/route-ids'

type Params = Promise<{ id: string }>

export const generateMetadata = titleFrom('classPage')

/** A class: its teacher, its subjects and its roster, for the principal or the class's teacher. */
export default async function ClassPage({ params }: { params: Params }) {
  const id = await uuidParam(params, 'id')
  const { supabase, profile } = await pageContext()
  const [cls, t, ta, announcements] = await Promise.all([
    getClassDetail(supabase, id),
    getTranslations('classPage'),
    getTranslations('announcements'),
    listAnnouncements(supabase, { classId: id }),
  ])
  if (!cls) notFound()
  const teacher = cls.teacher ? `${cls.teacher.first_name} ${cls.teacher.last_name}`.trim() : null
  return (
    <>
      <PageHeader title={cls.name} description={cls.description ?? undefined} />
      <p className="mb-6 flex flex-wrap items-center gap-x-2">
        {t('teacherLabel')}{' '}
        {cls.teacher && teacher ? (
          <TargetLink href={`/teacher/${cls.teacher.id}`} strong>
            {teacher}
          </TargetLink>
        ) : (
          <span>{t('noTeacher')}</span>
        )}
        {cls.grade_level !== null && <span>· {t('grade', { grade: cls.grade_level })}</span>}
        {!cls.is_active && <span>· {t('inactive')}</span>}
      </p>
      <TitledSection id="class-subjects-title" title={t('subjects')} className="mb-8">
        <ClassSubjects subjects={cls.subjects} className={cls.name} />
      </TitledSection>
      <TitledSection id="class-announcements-title" title={ta('title')} className="mb-8">
        <PageMessages namespaces={['announcements', 'speech', 'files']}>
          <div className="grid max-w-3xl gap-6">
            <div className="rounded-xl border bg-card p-5 shadow-sm">
              <PostAnnouncementForm
                classId={cls.id}
                profileId={profile.id}
                subjects={cls.subjects.filter((s) => s.is_active)}
              />
            </div>
            <AnnouncementList rows={announcements.rows} me={profile.id} />
          </div>
        </PageMessages>
      </TitledSection>
      <TitledSection id="class-roster-title" title={t('roster')} className="mb-8">
        <ClassRoster roster={cls.student_enrollments} className={cls.name} />
      </TitledSection>
    </>
  )
}
