'use client'

import { useEffect, useRef, useState } from 'react'
import { useAccessibilitySettings } from '@/components/accessibility/settings-context'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/accessibility/announce'
import { clock, type TranscriptLine } from '@/lib/videos/webvtt'
import { VideoTranscript } from './video-transcript'

export type PlayerTrack = { language: string; label: string; src: string }

const SKIP_SECONDS = 10

/**
 * The player: a native <video> with its own buttons (every one reachable by Tab and named),
 * caption tracks that are on from the start when the person's accessibility settings ask for
 * captions, and the transcript beside it, whose lines seek the video.
 */
export function VideoPlayer({
  src,
  title,
  tracks,
  transcript,
}: {
  src: string
  title: string
  tracks: PlayerTrack[]
  transcript: TranscriptLine[]
}) {
  const t = useT('video')
  const { settings } = useAccessibilitySettings()
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)
  // The language shown, or null for captions off; the setting decides where we start.
  const [captions, setCaptions] = useState<string | null>(
    settings.captionsEnabled ? (tracks[0]?.language ?? null) : null,
  )

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const apply = () => {
      for (const track of Array.from(video.textTracks))
        track.mode = track.language === captions ? 'showing' : 'disabled'
    }
    apply()
    video.textTracks.addEventListener('addtrack', apply)
    return () => video.textTracks.removeEventListener('addtrack', apply)
  }, [captions])

  const seek = (to: number) => {
    const video = ref.current
    if (!video) return
    video.currentTime = Math.max(
      0,
      Math.min(to, Number.isFinite(video.duration) ? video.duration : to),
    )
    setTime(video.currentTime)
    announce(t('seekedTo', { time: clock(video.currentTime) }))
  }
  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) void video.play().catch(() => announce(t('playFailed'), 'assertive'))
    else video.pause()
  }
  const chooseCaptions = (language: string | null) => {
    setCaptions(language)
    announce(
      language
        ? t('captionsOnIn', {
            language: tracks.find((tr) => tr.language === language)?.label ?? language,
          })
        : t('captionsOff'),
    )
  }

  // Keys on the focused video, as media players answer them.
  const onKey = (e: React.KeyboardEvent) => {
    const video = ref.current
    if (!video) return
    if (e.key === ' ' || e.key === 'k') toggle()
    else if (e.key === 'ArrowLeft') seek(video.currentTime - SKIP_SECONDS / 2)
    else if (e.key === 'ArrowRight') seek(video.currentTime + SKIP_SECONDS / 2)
    else if (e.key === 'm') setMuted((m) => !m)
    else return
    e.preventDefault()
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid gap-2">
        <video
          ref={ref}
          src={src}
          muted={muted}
          preload="metadata"
          playsInline
          tabIndex={0}
          aria-label={t('playerLabel', { title })}
          aria-describedby="video-keys"
          className="aspect-video w-full rounded-md bg-black"
          onKeyDown={onKey}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        >
          {tracks.map((track, i) => (
            <track
              key={track.language}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={track.label}
              default={settings.captionsEnabled && i === 0}
            />
          ))}
        </video>
        <p id="video-keys" className="text-sm text-muted-foreground">
          {t('keysHint')}
        </p>
        <div role="group" aria-label={t('controls')} className="flex flex-wrap items-center gap-2">
          <Button type="button" onClick={toggle} aria-pressed={playing}>
            {playing ? t('pause') : t('play')}
          </Button>
          <Button type="button" variant="outline" onClick={() => seek(time - SKIP_SECONDS)}>
            {t('back', { seconds: SKIP_SECONDS })}
          </Button>
          <Button type="button" variant="outline" onClick={() => seek(time + SKIP_SECONDS)}>
            {t('forward', { seconds: SKIP_SECONDS })}
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-pressed={muted}
            onClick={() => setMuted((m) => !m)}
          >
            {t('mute')}
          </Button>
          <label className="flex items-center gap-2 text-sm">
            {t('captions')}
            <select
              className="h-9 rounded-md border border-input bg-background px-2"
              value={captions ?? ''}
              onChange={(e) => chooseCaptions(e.target.value || null)}
            >
              <option value="">{t('captionsOffOption')}</option>
              {tracks.map((track) => (
                <option key={track.language} value={track.language}>
                  {track.label}
                </option>
              ))}
            </select>
          </label>
          <span className="text-sm tabular-nums">
            {clock(time)} / {clock(duration)}
          </span>
        </div>
      </div>
      <VideoTranscript lines={transcript} current={time} onSeek={seek} />
    </div>
  )
}
