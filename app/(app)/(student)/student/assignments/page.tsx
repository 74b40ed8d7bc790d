import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { AssignmentCard } from '@/components/student-work/assignment-card'
import { activeAccommodations, wantsReadAloud } from '@/lib/accommodations/phrasing'
import { pageContext } from '@/lib/auth/guards'
import { listMyAssignments, type MyAssignmentView } from '@/lib/data/assignments'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { getMyNeeds } from '@/lib/data/enrollment'
import { firstParam } from '@/lib/validation/list-params'
import { viewLinkLook } from '@/components/common/view-links'

const VIEWS: MyAssignmentView[] = ['due', 'submitted', 'graded']

export const generateMetadata = titleFrom('studentWork', 'assignmentsTitle')

export default async function MyAssignmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { page, params }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const raw = firstParam(params.view) ?? 'due'
  const view = (VIEWS as string[]).includes(raw) ? (raw as MyAssignmentView) : 'due'
  // The page of assignments (with my own submission embedded) and my needs, in parallel.
  const [list, needs, t] = await Promise.all([
    listMyAssignments(supabase, { page, view, studentId: profile.id }),
    getMyNeeds(supabase, profile.id),
    getTranslations('studentWork'),
  ])
  const codes = activeAccommodations(needs?.accommodations_needed, needs?.student_accommodations)
  const extendedTime = codes.includes('extended_time')
  const readAloud = wantsReadAloud(codes, needs?.accessibility_preferences)
  return (
    <ListPage
      title={t('assignmentsTitle')}
      description={extendedTime ? t('extendedNote') : undefined}
      filters={
        <nav aria-label={t('views')} className="mb-4 flex flex-wrap gap-2">
          {VIEWS.map((v) => (
            <Link
              key={v}
              href={v === 'due' ? '/student/assignments' : `/student/assignments?view=${v}`}
              aria-current={v === view ? 'page' : undefined}
              className={viewLinkLook(v === view)}
            >
              {t(`view.${v}`)}
            </Link>
          ))}
        </nav>
      }
      list={list}
      page={page}
      href={pageHref('/student/assignments', { view: view === 'due' ? null : view })}
      empty={{ title: t(`empty.${view}Title`), body: t(`empty.${view}Body`) }}
      messages={['studentWork', 'submissions', 'files']}
    >
      {() => (
        <div className="grid gap-4">
          {list.rows.map((row) => (
            <AssignmentCard
              key={row.assignment_id}
              row={row}
              studentId={profile.id}
              readAloud={readAloud}
            />
          ))}
        </div>
      )}
    </ListPage>
  )
}
