'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { TextLink } from '@/components/common/target-link'
import { useT } from '@/components/i18n/client-messages'
import { TimeText } from '@/components/lists/time-text'
import { PostBody } from '@/components/messages/post-body'
import { useNotificationChanges } from '@/components/realtime/live-provider'
import { ButtonLink } from '@/components/ui/button-link'
import { announce } from '@/lib/accessibility/announce'
import {
  dashboardAnnouncementsAction,
  type DashboardAnnouncement,
} from '@/lib/actions/announcements'

/**
 * The dashboard's newest announcements (a student's and a guardian's: their classes'; staff's:
 * their own posts), asked for once the page is drawn: the dashboard renders within its budget
 * of backend requests, and this part follows it. Live: a notification (a new announcement
 * reaches its readers as one) asks again. Each opens its own page, where it is commented on.
 */
export function DashboardAnnouncements({ staff }: { staff: boolean }) {
  const t = useT('announcements')
  const [rows, setRows] = useState<DashboardAnnouncement[] | null>(null)
  const [failed, setFailed] = useState(false)
  const said = useRef<number | null>(null)
  // A failed refresh keeps what the reader is reading and says so beside it, never wiping it.
  const load = useCallback(() => {
    void dashboardAnnouncementsAction({})
      .then((result) => {
        setFailed(!result.ok)
        if (!result.ok) return
        // Said only when a live update changes the list: on the first load the page's own
        // message (a welcome, a saved form) is the one to hear, and the list is under its heading.
        if (said.current !== null && said.current !== result.data.length)
          announce(result.data.length ? t('loaded', { count: result.data.length }) : t('none'))
        said.current = result.data.length
        setRows(result.data)
      })
      .catch(() => setFailed(true))
  }, [t])
  useEffect(load, [load])
  useNotificationChanges(load)
  return (
    <section aria-labelledby="recent-announcements-title" className="my-8 max-w-3xl">
      <h2 id="recent-announcements-title" className="mb-2 text-lg font-semibold">
        {staff ? t('yourRecent') : t('latest')}
      </h2>
      <div>
        {failed && <p role={rows === null ? 'alert' : 'status'}>{t('loadError')}</p>}
        {rows === null ? (
          failed ? null : (
            <p className="text-muted-foreground">{t('loading')}</p>
          )
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">{t('none')}</p>
        ) : (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <li key={row.id}>
                <article
                  aria-labelledby={`announcement-${row.id}`}
                  className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
                >
                  <h3 id={`announcement-${row.id}`} lang={row.lang} className="font-semibold">
                    <TextLink href={`/announcements/${row.id}`}>{row.title}</TextLink>
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {row.scheduled ? `${t('scheduledFor')} ` : null}
                    <TimeText {...row.when} />
                    {row.where && ` · ${row.where}`}
                    {row.comments > 0 && ` · ${t('commentCount', { count: row.comments })}`}
                  </p>
                  <PostBody
                    body={row.body}
                    lang={row.lang}
                    files={{
                      paths: row.attachments,
                      sizes: row.attachmentSizes,
                      label: t('attachmentsOf', { title: row.title }),
                    }}
                    readAloud={{ text: `${row.title}. ${row.body}`, about: row.title }}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ButtonLink href="/announcements" variant="outline" className="mt-3">
        {t('back')}
      </ButtonLink>
    </section>
  )
}
