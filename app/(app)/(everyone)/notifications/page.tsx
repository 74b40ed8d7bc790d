import { getLocale, getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { SelectField } from '@/components/forms/select-field'
import { ListPage } from '@/components/lists/list-page'
import { ListTable, RowHeader } from '@/components/lists/list-table'
import { When } from '@/components/lists/when'
import { MarkAllReadButton } from '@/components/notifications/mark-all-read-button'
import { LiveNotificationsRefresh } from '@/components/realtime/live-refresh'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { listNotifications, NOTIFICATIONS_PAGE_SIZE } from '@/lib/data/notifications'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { phraseNotification } from '@/lib/notifications/text'
import { firstParam } from '@/lib/validation/list-params'

export const generateMetadata = titleFrom('notifications')

const COLUMNS = ['notification', 'message', 'received', 'status'] as const

/** The user's notifications, the latest 50 first and older ones page by page; live while open. */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { page, params }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const unread = firstParam(params.filter) === 'unread'
  const [list, t, locale] = await Promise.all([
    listNotifications(supabase, { userId: profile.id, page, unread }),
    getTranslations('notifications'),
    getLocale(),
  ])
  const anyUnread = unread ? list.total > 0 : list.rows.some((row) => !row.read)
  return (
    <>
      <LiveNotificationsRefresh />
      <ListPage
        texts="notifications"
        list={list}
        page={page}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        href={pageHref('/notifications', { filter: unread ? 'unread' : null })}
        empty={unread ? { title: t('emptyUnreadTitle'), body: t('emptyUnreadBody') } : undefined}
        actions={<MarkAllReadButton label={t('markAll')} disabled={!anyUnread} />}
        filters={
          <form
            method="get"
            aria-label={t('filter.name')}
            className="mb-4 flex flex-wrap items-end gap-3"
          >
            <SelectField
              id="notification-filter"
              name="filter"
              label={t('filter.label')}
              empty={t('filter.all')}
              options={[{ value: 'unread', label: t('filter.unread') }]}
              defaultValue={unread ? 'unread' : ''}
              className="min-w-[min(14rem,100%)]"
            />
            <Button type="submit" variant="outline">
              {t('filter.submit')}
            </Button>
          </form>
        }
      >
        {(caption) => (
          <ListTable id="notifications" caption={caption} columns={COLUMNS} t={t}>
            {list.rows.map((row) => {
              const text = phraseNotification(t, row, profile.role, locale)
              return (
                <TableRow key={row.id} className={row.read ? undefined : 'font-semibold'}>
                  <RowHeader href={`/notifications/${row.id}`}>{text.title}</RowHeader>
                  <TableCell className="font-normal">{text.body}</TableCell>
                  <TableCell className="font-normal">
                    <When at={row.created_at} />
                  </TableCell>
                  <TableCell>{row.read ? t('read') : t('unread')}</TableCell>
                </TableRow>
              )
            })}
          </ListTable>
        )}
      </ListPage>
    </>
  )
}
