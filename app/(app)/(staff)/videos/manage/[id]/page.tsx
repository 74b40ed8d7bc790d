import { notFound } from 'next/navigation'
import { TargetLink } from '@/components/common/target-link'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { StatusText } from '@/components/lists/row-actions'
import { CaptionTracks } from '@/components/videos/manage/caption-tracks'
import { PublishButton } from '@/components/videos/manage/video-actions'
import { CaptionForm } from '@/components/videos/manage/caption-form'
import { TranscriptForm } from '@/components/videos/manage/transcript-form'
import { VideoUpload } from '@/components/videos/manage/video-upload'
import { pageContext } from '@/lib/auth/guards'
import { getVideo } from '@/lib/data/videos'
import { uuidParam } from '@/lib/navigation/route-ids'
import { CAPTION_LANGUAGES } from '@/lib/videos/files'
import { languageName } from '@/lib/videos/languages'

type Params = Promise<{ id: string }>

export const generateMetadata = titleFrom('videosManage.one')

/**
 * One video's file, caption tracks and publishing, for the people who may change it: the
 * school's principal and the teacher who added it. Anyone else gets the not-found page, as for
 * a video that does not exist.
 */
export default async function ManageVideoPage({ params }: { params: Params }) {
  const id = await uuidParam(params, 'id')
  const { profile, supabase } = await pageContext()
  const [video, t, locale] = await Promise.all([
    getVideo(supabase, id, true),
    getTranslations('videosManage'),
    getLocale(),
  ])
  if (!video || (profile.role !== 'principal' && video.created_by !== profile.id)) notFound()
  const languages = CAPTION_LANGUAGES.map((code) => ({
    value: code,
    label: languageName(code, locale),
  }))
  const tracks = [...video.video_captions].sort((a, b) => a.language.localeCompare(b.language))
  const fileName = video.storage_path?.split('/').pop()
  return (
    <PageMessages namespaces={['videosManage']}>
      <PageHeader
        title={t('one.heading', { name: video.title })}
        description={t('one.description')}
      />
      <p className="mb-6 flex flex-wrap gap-x-6">
        <TargetLink href="/videos/manage" strong>
          {t('one.back')}
        </TargetLink>
        <TargetLink href={`/video/${video.id}`} strong>
          {t('one.watch')}
        </TargetLink>
      </p>
      <TitledSection id="video-file-title" title={t('file.title')} className="mb-8">
        <p className="mb-4">
          {fileName
            ? t('file.current', { name: fileName })
            : video.external_url
              ? t('file.link', { url: video.external_url })
              : t('file.none')}
        </p>
        <VideoUpload videoId={video.id} hasFile={!!fileName} />
      </TitledSection>
      <TitledSection id="video-captions-title" title={t('captions.title')} className="mb-8">
        <p className="mb-4 max-w-prose">{t('captions.intro')}</p>
        <CaptionTracks videoId={video.id} tracks={tracks} />
        <h3 className="mb-2 text-base font-semibold">{t('captions.addTitle')}</h3>
        <CaptionForm videoId={video.id} languages={languages} />
      </TitledSection>
      <TitledSection id="video-transcript-title" title={t('transcript.title')} className="mb-8">
        <p className="mb-4 max-w-prose">{t('transcript.intro')}</p>
        <TranscriptForm videoId={video.id} transcript={video.transcript} />
      </TitledSection>
      <TitledSection id="video-publishing-title" title={t('one.publishing')}>
        <p className="mb-4 flex flex-wrap items-center gap-2">
          {t('one.statusLabel')}{' '}
          <StatusText
            active={video.is_active}
            labels={{ active: t('statusPublished'), inactive: t('statusDraft') }}
          />
        </p>
        <PublishButton id={video.id} name={video.title} published={video.is_active} />
      </TitledSection>
    </PageMessages>
  )
}
