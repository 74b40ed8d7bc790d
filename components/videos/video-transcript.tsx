'use client'

import { useDeferredValue, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Input } from '@/components/ui/input'
import { TimedLine } from './timed-line'
import type { TranscriptLine } from '@/lib/videos/webvtt'

/**
 * The transcript beside the player: searchable, and each line a button that moves the video to
 * that moment. The line being spoken is marked (`aria-current`), not announced, so a screen
 * reader is not interrupted while the video plays.
 */
export function VideoTranscript({
  lines,
  current,
  onSeek,
}: {
  lines: TranscriptLine[]
  current: number
  onSeek: (to: number) => void
}) {
  const t = useT('video')
  const [query, setQuery] = useState('')
  const q = useDeferredValue(query.trim().toLocaleLowerCase())
  const shown = q ? lines.filter((l) => l.text.toLocaleLowerCase().includes(q)) : lines
  const active = lines.findLast((l) => l.start <= current)
  return (
    <section aria-labelledby="transcript-title" className="grid content-start gap-2">
      <h2 id="transcript-title" className="text-lg font-semibold">
        {t('transcript')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted-foreground">{t('noTranscript')}</p>
      ) : (
        <>
          <label htmlFor="transcript-search" className="text-sm font-medium">
            {t('searchTranscript')}
          </label>
          <Input
            id="transcript-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby="transcript-count"
          />
          <p id="transcript-count" role="status" className="text-sm text-muted-foreground">
            {q ? t('transcriptMatches', { count: shown.length }) : ''}
          </p>
          <ol className="grid max-h-96 gap-1 overflow-y-auto">
            {shown.map((line) => (
              <li key={line.start}>
                <button
                  type="button"
                  onClick={() => onSeek(line.start)}
                  aria-current={line === active ? 'true' : undefined}
                  className="w-full rounded-md px-2 py-1 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:bg-muted aria-[current=true]:font-medium"
                >
                  <TimedLine line={line} />
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
