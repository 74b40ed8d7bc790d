import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { ManagedVideosTable } from '@/components/videos/manage/managed-videos-table'
import { NewVideoDialog } from '@/components/videos/manage/video-dialogs'
import { pageContext } from '@/lib/auth/guards'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { subjectNames } from '@/lib/data/subjects'
import { listManagedVideos } from '@/lib/data/videos'

export const generateMetadata = titleFrom('videosManage')

/** The videos a principal (the whole school's) or a teacher (their own) looks after, drafts included. */
export default async function ManageVideosPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { q, page, shown }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const mineOnly = profile.role === 'principal' ? null : profile.id
  const [list, subjects] = await Promise.all([
    listManagedVideos(supabase, { q, page, mineOnly }),
    subjectNames(supabase),
  ])
  return (
    // Newest first: a video just added (shown) is already the first row; it gets the focus.
    <ListPage
      texts="videosManage"
      shown={shown}
      actions={<NewVideoDialog subjects={subjects} />}
      search={{ q }}
      list={list}
      page={page}
      href={pageHref('/videos/manage', { q })}
      messages={['videosManage']}
    >
      {(caption) => <ManagedVideosTable rows={list.rows} subjects={subjects} caption={caption} />}
    </ListPage>
  )
}
