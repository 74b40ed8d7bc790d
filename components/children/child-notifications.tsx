import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import { phraseNotification, type Phrasable } from '@/lib/notifications/text'
import { Muted, Part } from './part'

type Row = Phrasable & { id: string; read: boolean; created_at: string }

/** The parent's latest notifications about this child, each opening its own page. */
export async function ChildNotifications({ name, rows }: { name: string; rows: Row[] | null }) {
  const [t, tn, locale] = await Promise.all([
    getTranslations('children'),
    getTranslations('notifications'),
    getLocale(),
  ])
  return (
    <Part id="child-notifications" title={t('notifications.title')}>
      {rows === null ? (
        <Muted>{t('loadFailed')}</Muted>
      ) : rows.length === 0 ? (
        <Muted>{t('notifications.none', { name })}</Muted>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => {
            const text = phraseNotification(tn, row, 'parent', locale)
            return (
              <li key={row.id} className="py-2">
                <Link
                  href={`/notifications/${row.id}`}
                  className="font-medium text-primary underline hover:no-underline"
                >
                  {text.title}
                </Link>{' '}
                <span className="text-muted-foreground">
                  {text.body} · <When at={row.created_at} />
                  {!row.read && ` · ${tn('unread')}`}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <p>
        <Link
          href="/notifications"
          className="font-medium text-primary underline hover:no-underline"
        >
          {t('notifications.all')}
        </Link>
      </p>
    </Part>
  )
}
