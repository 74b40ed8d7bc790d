import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { NewClassDialog } from '@/components/classes/class-dialogs'
import { ClassesTable } from '@/components/classes/classes-table'
import { ListPage } from '@/components/lists/list-page'
import { pageContext } from '@/lib/auth/guards'
import { listClasses, teacherOptions } from '@/lib/data/classes'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'

export const generateMetadata = titleFrom('classes')

export default async function ClassesPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { q, page, shown }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const isPrincipal = profile.role === 'principal'
  // Two reads in parallel at most: the page of classes and, for a principal, the teachers
  // to assign.
  const [list, teachers, t] = await Promise.all([
    listClasses(supabase, { q, page, shown }),
    isPrincipal ? teacherOptions(supabase) : Promise.resolve(null),
    getTranslations('classes'),
  ])
  return (
    <ListPage
      shown={shown}
      texts="classes"
      title={isPrincipal ? undefined : t('myTitle')}
      actions={<NewClassDialog teachers={teachers} />}
      search={{ q }}
      list={list}
      page={page}
      href={pageHref('/classes', { q })}
      messages={['classes']}
    >
      {(caption) => (
        <ClassesTable
          rows={list.rows}
          school={profile.schoolName}
          teachers={teachers}
          caption={caption}
        />
      )}
    </ListPage>
  )
}
