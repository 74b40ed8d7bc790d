import { getLocale, getTranslations } from 'next-intl/server'
import { languageName } from '@/lib/videos/languages'
import { parseWebVtt } from '@/lib/videos/webvtt'
import { RemoveCaptionsButton } from './video-actions'

/** A video's caption tracks: language, number of captions, and a way to remove each. */
export async function CaptionTracks({
  videoId,
  tracks,
}: {
  videoId: string
  tracks: { language: string; content: string }[]
}) {
  const [t, locale] = await Promise.all([getTranslations('videosManage.captions'), getLocale()])
  if (tracks.length === 0) return <p className="mb-4">{t('none')}</p>
  return (
    <ul className="mb-6 grid max-w-2xl gap-2">
      {tracks.map((track) => {
        const parsed = parseWebVtt(track.content)
        const name = languageName(track.language, locale)
        return (
          <li
            key={track.language}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
          >
            <span>
              <span className="font-medium">{name}</span>{' '}
              <span className="text-muted-foreground">
                · {parsed.ok ? t('cues', { count: parsed.cues.length }) : t('broken')}
              </span>
            </span>
            <RemoveCaptionsButton videoId={videoId} language={track.language} name={name} />
          </li>
        )
      })}
    </ul>
  )
}
