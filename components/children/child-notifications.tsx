import { TextLink } from '@/components/common/target-link'
import { getLocale, getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import { phraseNotification, type Phrasable } from '@/lib/notifications/text'
import { Loaded } from '@/components/common/loaded'
import { Part } from './part'

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
      <Loaded items={rows} failed={t('loadFailed')} none={t('notifications.none', { name })}>
        {(rows) => (
          <ul className="divide-y">
            {rows.map((row) => {
              const text = phraseNotification(tn, row, 'parent', locale)
              return (
                <li key={row.id} className="py-2">
                  <TextLink href={`/notifications/${row.id}`}>{text.title}</TextLink>{' '}
                  <span className="text-muted-foreground">
                    {text.body} · <When at={row.created_at} />
                    {!row.read && ` · ${tn('unread')}`}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </Loaded>
      <p>
        <TextLink href="/notifications">{t('notifications.all')}</TextLink>
      </p>
    </Part>
  )
}
