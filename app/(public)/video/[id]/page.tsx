import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { EmptyState } from '@/components/common/empty-state'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { ExternalVideo } from '@/components/videos/external-video'
import { VideoPlayer } from '@/components/videos/video-player'
import { getClaims, getSupabase } from '@/lib/auth/session'
import { getVideo, relatedVideos, videoSourceUrl } from '@/lib/data/videos'
import { UUID_RE } from '@/lib/validation/common'
import { languageName } from '@/lib/videos/languages'
import { parseWebVtt, transcriptLines, clock } from '@/lib/videos/webvtt'
import { TargetLink, TextLink } from '@/components/common/target-link'

type Params = Promise<{ id: string }>

async function find(id: string) {
  if (!UUID_RE.test(id)) return null
  const [supabase, claims] = await Promise.all([getSupabase(), getClaims()])
  return getVideo(supabase, id, !!claims)
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [video, t] = await Promise.all([find((await params).id), getTranslations('video')])
  return { title: video?.title ?? t('title') }
}

/**
 * One video: the player with its captions and transcript, what it is about, and more videos of
 * its subject. A video the reader may not see looks exactly like a missing one (row-level
 * security hides both), so a visitor is offered to sign in, since it may be a school's video.
 */
export default async function VideoPage({ params }: { params: Params }) {
  const { id } = await params
  const [video, claims, t, locale] = await Promise.all([
    find(id),
    getClaims(),
    getTranslations('video'),
    getLocale(),
  ])
  if (!video) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState
          title={t('notFoundTitle')}
          body={claims ? t('notFoundBody') : t('notFoundSignIn')}
        >
          <p className="mt-4 flex flex-wrap justify-center gap-4">
            {!claims && (
              <TextLink href={`/auth?next=/video/${encodeURIComponent(id)}`}>
                {t('signIn')}
              </TextLink>
            )}
            <TextLink href="/videos">{t('toLibrary')}</TextLink>
          </p>
        </EmptyState>
      </>
    )
  }

  const supabase = await getSupabase()
  const tracks = [...video.video_captions].sort(
    (a, b) => Number(b.language === locale) - Number(a.language === locale),
  )
  const [src, related] = await Promise.all([
    videoSourceUrl(supabase, video.storage_path),
    relatedVideos(supabase, video),
  ])
  const parsed = tracks.length ? parseWebVtt(tracks[0].content) : null
  const transcript = parsed?.ok ? transcriptLines(parsed.cues) : []
  const playerTracks = tracks.map((c) => ({
    language: c.language,
    label: languageName(c.language, locale),
    src: `/video/${video.id}/captions/${c.language}`,
  }))

  return (
    <PageMessages namespaces={['video']}>
      <PageHeader title={video.title} description={video.description ?? undefined} />
      <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {video.subject && (
          <div className="flex gap-1">
            <dt className="font-medium">{t('subject')}:</dt>
            <dd>{video.subject.name}</dd>
          </div>
        )}
        {video.duration_seconds !== null && (
          <div className="flex gap-1">
            <dt className="font-medium">{t('duration')}:</dt>
            <dd>{clock(video.duration_seconds)}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="font-medium">{t('captionLanguages')}:</dt>
          <dd>{playerTracks.map((c) => c.label).join(', ') || t('noCaptions')}</dd>
        </div>
      </dl>
      {src ? (
        <VideoPlayer src={src} title={video.title} tracks={playerTracks} transcript={transcript} />
      ) : video.external_url ? (
        <ExternalVideo url={video.external_url} transcript={transcript} />
      ) : (
        <p className="text-muted-foreground">{t('noSource')}</p>
      )}
      {/* The written transcript stands as well as the one made from the captions: it can say who
          speaks and what is on screen, which captions do not, for readers who cannot use the video. */}
      {video.transcript && (
        <TitledSection
          id="video-transcript-text"
          title={t(transcript.length ? 'fullTranscript' : 'transcript')}
          className="mt-6"
        >
          <p className="max-w-prose whitespace-pre-line">{video.transcript}</p>
        </TitledSection>
      )}
      <TitledSection id="related-videos" title={t('related')} className="mt-8">
        {related.length === 0 ? (
          <p className="text-muted-foreground">{t('noRelated')}</p>
        ) : (
          <ul className="grid gap-2">
            {related.map((r) => (
              <li key={r.id}>
                <TargetLink href={`/video/${r.id}`}>{r.title}</TargetLink>
                {r.duration_seconds !== null && (
                  <span className="ms-2 text-sm text-muted-foreground">
                    {clock(r.duration_seconds)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </PageMessages>
  )
}
