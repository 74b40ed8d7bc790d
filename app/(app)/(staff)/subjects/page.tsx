import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { RecordFilter } from '@/components/lists/record-filter'
import { NewSubjectDialog } from '@/components/subjects/subject-dialogs'
import { SubjectsTable } from '@/components/subjects/subjects-table'
import { pageContext } from '@/lib/auth/guards'
import { classOptions } from '@/lib/data/classes'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { listSubjects } from '@/lib/data/subjects'
import { firstParam } from '@/lib/validation/list-params'
import { uuidOrNull } from '@/lib/navigation/route-ids'

export const generateMetadata = titleFrom('subjects')

export default async function SubjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { q, page, params, shown }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const isPrincipal = profile.role === 'principal'
  const classId = isPrincipal ? uuidOrNull(firstParam(params.class)) : null
  // The page of subjects and the class options (filter and form) in parallel.
  const [list, classes] = await Promise.all([
    listSubjects(supabase, { q, page, classId, shown }),
    classOptions(supabase),
  ])
  return (
    <ListPage
      shown={shown}
      texts="subjects"
      actions={<NewSubjectDialog classes={classes} />}
      search={{ q }}
      filters={
        isPrincipal && (
          <RecordFilter name="class" texts="subjects" value={classId} options={classes} />
        )
      }
      list={list}
      page={page}
      href={pageHref('/subjects', { q, class: classId })}
      filtered={!!q || !!classId}
      messages={['subjects']}
    >
      {(caption) => <SubjectsTable rows={list.rows} classes={classes} caption={caption} />}
    </ListPage>
  )
}
