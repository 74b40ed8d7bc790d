import { getTranslations } from 'next-intl/server'
import { ExternalLink } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { TitledSection } from '@/components/common/titled-section'
import { TimedLine } from './timed-line'
import type { TranscriptLine } from '@/lib/videos/webvtt'

/**
 * A video hosted elsewhere. Nothing of the other site is loaded into the page (no embed, so no
 * tracking before the person chooses); the link says where it leads and that it opens outside
 * Oppi, and the transcript stays here.
 */
export async function ExternalVideo({
  url,
  transcript,
}: {
  url: string
  transcript: TranscriptLine[]
}) {
  const t = await getTranslations('video')
  const host = new URL(url).host
  return (
    <div className="grid gap-6">
      <div className="rounded-md border border-amber-600/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <p className="mb-3">{t('externalWarning', { host })}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-medium underline hover:no-underline"
        >
          {t('openExternal', { host })}
          <Icon node={ExternalLink} className="size-4" />
        </a>
      </div>
      {transcript.length > 0 && (
        <TitledSection id="external-transcript" title={t('transcript')}>
          <ol className="grid gap-1">
            {transcript.map((line) => (
              <li key={line.start}>
                <TimedLine line={line} />
              </li>
            ))}
          </ol>
        </TitledSection>
      )}
    </div>
  )
}
