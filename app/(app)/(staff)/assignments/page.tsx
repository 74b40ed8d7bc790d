import { titleFrom } from '@/components/common/page-title'
import { NewAssignmentDialog } from '@/components/assignments/assignment-dialogs'
import { AssignmentsTable } from '@/components/assignments/assignments-table'
import { ListPage } from '@/components/lists/list-page'
import { RecordFilter } from '@/components/lists/record-filter'
import { pageContext } from '@/lib/auth/guards'
import { listAssignments } from '@/lib/data/assignments'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { subjectNames } from '@/lib/data/subjects'
import { firstParam } from '@/lib/validation/list-params'
import { uuidOrNull } from '@/lib/navigation/route-ids'

export const generateMetadata = titleFrom('assignments')

export default async function AssignmentsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase, profile }, { q, page, params, shown }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const subjectId = uuidOrNull(firstParam(params.subject))
  const [list, subjects] = await Promise.all([
    listAssignments(supabase, { schoolId: profile.schoolId, q, page, subjectId, shown }),
    subjectNames(supabase),
  ])
  return (
    <ListPage
      texts="assignments"
      actions={<NewAssignmentDialog subjects={subjects} />}
      search={{ q }}
      filters={
        <RecordFilter name="subject" texts="assignments" value={subjectId} options={subjects} />
      }
      list={list}
      page={page}
      href={pageHref('/assignments', { q, subject: subjectId })}
      filtered={!!q || !!subjectId}
      messages={['assignments', 'files']}
      shown={shown}
    >
      {(caption) => <AssignmentsTable rows={list.rows} subjects={subjects} caption={caption} />}
    </ListPage>
  )
}
