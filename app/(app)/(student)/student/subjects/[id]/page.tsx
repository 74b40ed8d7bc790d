import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { SubjectAnnouncements } from '@/components/announcements/subject-announcements'
import { titleFrom } from '@/components/common/page-title'
import { TargetLink } from '@/components/common/target-link'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { DueLabel } from '@/components/submissions/due-label'
import { dueFromDb } from '@/lib/accommodations/due-date'
import { pageContext } from '@/lib/auth/guards'
import { listClassTeachers } from '@/lib/data/classes'
import { listMyWorkInSubject } from '@/lib/data/assignments'
import { getMySubject } from '@/lib/data/subjects'
import { uuidParam } from '@/lib/navigation/route-ids'

type Params = Promise<{ id: string }>

export const generateMetadata = titleFrom('studentWork', 'subjectTitle')

/** A subject: its teacher, its newest announcements, assignments (with my due dates) and videos. */
export default async function MySubjectPage({ params }: { params: Params }) {
  const id = await uuidParam(params, 'id')
  const { profile: me, supabase } = await pageContext()
  const [subject, teachers, work, t] = await Promise.all([
    getMySubject(supabase, id),
    listClassTeachers(supabase),
    listMyWorkInSubject(supabase, me.id, id),
    getTranslations('studentWork'),
  ])
  if (!subject) notFound()
  return (
    <>
      <PageHeader title={subject.name} description={subject.description ?? undefined} />
      <p className="mb-6">
        {t('teacherLine', {
          name: (subject.class && teachers.get(subject.class.id)) || t('noTeacher'),
        })}
      </p>
      <SubjectAnnouncements supabase={supabase} me={me.id} subjectId={subject.id} />
      <TitledSection id="subject-assignments" title={t('assignmentsTitle')} className="mb-8">
        {work.length === 0 ? (
          <p>{t('noAssignments')}</p>
        ) : (
          <ul className="grid gap-2">
            {work.map((a) => (
              <li key={a.assignment_id} className="rounded-md border p-3">
                <p className="font-medium">{a.title}</p>
                <p>
                  <DueLabel due={dueFromDb(a)} />
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <TargetLink href="/student/assignments" strong>
            {t('toAssignments')}
          </TargetLink>
        </p>
      </TitledSection>
      <TitledSection id="subject-videos" title={t('videosTitle')}>
        {subject.videos.length === 0 ? (
          <p>{t('noVideos')}</p>
        ) : (
          <ul className="grid gap-2">
            {subject.videos.map((v) => (
              <li key={v.id}>
                <TargetLink href={`/video/${v.id}`}>{v.title}</TargetLink>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  )
}
