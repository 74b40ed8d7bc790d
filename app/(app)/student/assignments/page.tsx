import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { AssignmentCard } from '@/components/student-work/assignment-card'
import { personalDue } from '@/lib/accommodations/due-date'
import { activeAccommodations, wantsReadAloud } from '@/lib/accommodations/phrasing'
import { listMyAssignments, type MyAssignmentView } from '@/lib/data/assignments'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { getMyNeeds } from '@/lib/data/enrollment'
import { firstParam } from '@/lib/validation/list-params'
import { cn } from '@/lib/utils'

const VIEWS: MyAssignmentView[] = ['due', 'submitted', 'graded']

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('studentWork')
  return { title: t('assignmentsTitle') }
}

export default async function MyAssignmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const { profile, supabase, page, params } = await pageContext(searchParams)
  const raw = firstParam(params.view) ?? 'due'
  const view = (VIEWS as string[]).includes(raw) ? (raw as MyAssignmentView) : 'due'
  // The page of assignments (with my own submission embedded) and my needs, in parallel.
  const [list, needs, t] = await Promise.all([listMyAssignments(supabase, { page, view }), getMyNeeds(supabase, profile.id), getTranslations('studentWork')])
  const codes = activeAccommodations(needs?.accommodations_needed, needs?.student_accommodations)
  const extendedTime = codes.includes('extended_time')
  const factor = Number(needs?.school?.extended_time_factor ?? 1.5)
  const readAloud = wantsReadAloud(codes, needs?.accessibility_preferences)
  return (
    <PageMessages namespaces={['studentWork', 'submissions']}>
      <PageHeader title={t('assignmentsTitle')} description={extendedTime ? t('extendedNote') : undefined} />
      <nav aria-label={t('views')} className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <Link
            key={v}
            href={v === 'due' ? '/student/assignments' : `/student/assignments?view=${v}`}
            aria-current={v === view ? 'page' : undefined}
            className={cn('inline-flex min-h-11 items-center rounded-md border px-4 font-medium', v === view ? 'bg-primary text-primary-foreground' : 'hover:bg-accent')}
          >
            {t(`view.${v}`)}
          </Link>
        ))}
      </nav>
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={t(`empty.${view}Title`)} body={t(`empty.${view}Body`)} />
      ) : (
        <div className="grid gap-4">
          {list.rows.map((row) => (
            <AssignmentCard key={row.id} row={row} readAloud={readAloud} due={personalDue({ createdAt: row.created_at, dueAt: row.due_at }, { extendedTime, factor })} />
          ))}
        </div>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/student/assignments', { view: view === 'due' ? null : view })} />
    </PageMessages>
  )
}
