import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { Captions } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Badge } from '@/components/ui/badge'
import type { VideoCardRow } from '@/lib/data/videos'
import { languageName } from '@/lib/videos/languages'
import { clock } from '@/lib/videos/webvtt'

/** The library's videos as cards: a list, each card named by its title (a heading and the link). */
export async function VideoCards({ rows, caption }: { rows: VideoCardRow[]; caption: string }) {
  const [t, locale] = await Promise.all([getTranslations('videos'), getLocale()])
  return (
    <section aria-labelledby="video-cards-caption">
      <h2 id="video-cards-caption" className="sr-only">
        {caption}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((v) => {
          const languages = v.video_captions.map((c) => languageName(c.language, locale))
          return (
            <li key={v.id} className="flex flex-col gap-2 rounded-xl border p-4">
              <h3 className="text-base font-semibold">
                <Link href={`/video/${v.id}`} className="text-primary underline hover:no-underline">
                  {v.title}
                </Link>
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                {v.subject && (
                  <>
                    <dt className="text-muted-foreground">{t('subject')}</dt>
                    <dd>{v.subject.name}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">{t('duration')}</dt>
                <dd>
                  {v.duration_seconds !== null ? clock(v.duration_seconds) : t('unknownDuration')}
                </dd>
                <dt className="text-muted-foreground">{t('captionLanguages')}</dt>
                <dd>{languages.join(', ') || t('none')}</dd>
              </dl>
              <p className="mt-auto flex flex-wrap gap-2">
                {languages.length > 0 && (
                  <Badge variant="secondary">
                    <Icon node={Captions} />
                    {t('captionsBadge')}
                  </Badge>
                )}
                <Badge variant="outline">{v.is_public ? t('public') : t('school')}</Badge>
                {v.external_url && <Badge variant="outline">{t('external')}</Badge>}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
