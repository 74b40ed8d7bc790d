import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { StatusText } from '@/components/lists/row-actions'
import { TableCell, TableRow } from '@/components/ui/table'
import type { ManagedVideoRow } from '@/lib/data/videos'
import { languageName } from '@/lib/videos/languages'
import { EditVideoDialog } from './video-dialogs'
import { PublishButton, VideoBinButton } from './video-actions'

export async function ManagedVideosTable({
  rows,
  subjects,
  caption,
}: {
  rows: ManagedVideoRow[]
  subjects: { id: string; name: string }[]
  caption: string
}) {
  const [t, ts, locale] = await Promise.all([
    getTranslations('videosManage'),
    getTranslations('status'),
    getLocale(),
  ])
  const columns = ['title', 'subject', 'visibility', 'captions', 'status', 'actions'] as const
  return (
    <ListTable id="managed-videos" caption={caption} columns={columns} t={t}>
      {rows.map((row) => (
        <TableRow key={row.id} data-row-id={row.id}>
          <RowHeader href={`/video/${row.id}`}>{row.title}</RowHeader>
          <TableCell>{row.subject?.name ?? '—'}</TableCell>
          <TableCell>{row.is_public ? t('fields.public') : t('fields.school')}</TableCell>
          <TableCell>
            {row.video_captions.map((c) => languageName(c.language, locale)).join(', ') ||
              t('noCaptions')}
          </TableCell>
          <TableCell>
            <StatusText
              active={row.is_active}
              labels={{ active: t('statusPublished'), inactive: t('statusDraft') }}
            />
          </TableCell>
          <TableCell>
            <div className="flex flex-wrap gap-2">
              <Link
                href={`/videos/manage/${row.id}`}
                aria-label={ts('named', { label: t('filesAndCaptions'), name: row.title })}
                className="inline-flex min-h-11 items-center px-1 font-medium text-primary underline hover:no-underline"
              >
                {t('filesAndCaptions')}
              </Link>
              <EditVideoDialog
                existing={{ ...row, subject_id: row.subject?.id ?? null }}
                subjects={subjects}
              />
              <PublishButton id={row.id} name={row.title} published={row.is_active} />
              <VideoBinButton id={row.id} name={row.title} />
            </div>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
