import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { RecordFilter } from '@/components/lists/record-filter'
import { VideoCards } from '@/components/videos/video-cards'
import { getClaims, getSupabase } from '@/lib/auth/session'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { subjectNames } from '@/lib/data/subjects'
import { listVideos, VIDEO_PAGE_SIZE } from '@/lib/data/videos'
import { uuidOrNull } from '@/lib/navigation/route-ids'
import { firstParam } from '@/lib/validation/list-params'

export const generateMetadata = titleFrom('videos')

/**
 * The video library: public videos for everyone and, signed in, the school's own too (row-level
 * security decides which). Searched by title; signed-in readers also filter by subject.
 */
export default async function VideosPage({ searchParams }: { searchParams: SearchParams }) {
  const [supabase, claims, { q, page, params }] = await Promise.all([
    getSupabase(),
    getClaims(),
    listParams(searchParams),
  ])
  const subjectId = claims ? uuidOrNull(firstParam(params.subject)) : null
  const [list, subjects, t] = await Promise.all([
    listVideos(supabase, { q, page, subjectId, signedIn: !!claims }),
    claims ? subjectNames(supabase) : Promise.resolve([]),
    getTranslations('videos'),
  ])
  return (
    <ListPage
      texts="videos"
      description={claims ? t('descriptionSignedIn') : t('descriptionPublic')}
      search={{ q }}
      filters={
        subjects.length > 0 && (
          <RecordFilter name="subject" texts="videos" value={subjectId} options={subjects} />
        )
      }
      list={list}
      page={page}
      pageSize={VIDEO_PAGE_SIZE}
      href={pageHref('/videos', { q, subject: subjectId })}
      filtered={!!q || !!subjectId}
    >
      {(caption) => <VideoCards rows={list.rows} caption={caption} />}
    </ListPage>
  )
}
