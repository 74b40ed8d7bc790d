import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import { Badge } from '@/components/ui/badge'
import type { ThreadListRow } from '@/lib/data/messages'
import { cx } from '@/lib/cx'
import { hasMessage } from '@/lib/i18n/message-keys'

type Translate = Awaited<ReturnType<typeof getTranslations<'messages'>>>

/** Whom a thread went to, as its sender chose it (the group's name and size when sent). */
export function audienceText(t: Translate, audience: ThreadListRow['audience']): string | null {
  const key = `audience.${audience.kind ?? ''}`
  if (!hasMessage(t, key)) return null
  return t(key, {
    name: audience.label ?? '',
    label: audience.label ?? '',
  })
}

/**
 * The threads of a box as a list (not a table: a screen reader says "list, n items" and each
 * item reads as one sentence), each saying first whether it is unread and important.
 */
export async function ThreadList({ rows, label }: { rows: ThreadListRow[]; label: string }) {
  const t = await getTranslations('messages')
  return (
    <ul aria-label={label} className="grid gap-2">
      {rows.map((row) => {
        const to = audienceText(t, row.audience)
        const who = row.sentByMe
          ? to && t('list.to', { name: to })
          : row.sender && t('list.from', { name: row.sender })
        // Said first in the link's name, for a list read link by link.
        const state = [row.unread && t('list.unread'), row.important && t('list.important')]
          .filter(Boolean)
          .join(', ')
        return (
          <li
            key={row.id}
            className={cx(
              'relative grid gap-1 rounded-lg border bg-card p-4 shadow-sm',
              row.unread && 'border-l-4 border-l-primary',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              {/* The badges are for the eye; the link's own name says the same first. */}
              {row.unread && <Badge aria-hidden="true">{t('list.unread')}</Badge>}
              {row.important && (
                <Badge aria-hidden="true" variant="parent">
                  {t('list.important')}
                </Badge>
              )}
              <Link
                href={`/messages/${row.id}`}
                className={cx(
                  'text-primary underline-offset-4 hover:underline after:absolute after:inset-0',
                  row.unread ? 'font-bold' : 'font-medium',
                )}
              >
                {state && <span className="sr-only">{`${state}: `}</span>}
                {row.subject}
              </Link>
            </div>
            <p className="text-sm text-muted-foreground">
              {who}
              {who && ' · '}
              <When at={row.lastAt} />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
