import { getLocale, getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import { PostBody } from '@/components/messages/post-body'
import type { AnnouncementRow } from '@/lib/data/announcements'
import { contentLang } from '@/lib/i18n/text-language'
import type { Locale } from '@/lib/i18n/locale'
import { CommentForm } from './comment-form'
import { CommentsSwitch } from './comments-switch'

/**
 * Class announcements, newest first: a scheduled one says so (only its class's staff see it
 * before its time), each reads aloud in its own language, and its comments follow, each under
 * its writer's name (announcement_people); new ones only while the author allows them, which
 * the author switches here. `me` marks the reader's own comments.
 */
export async function AnnouncementList({
  rows,
  me,
  showClass,
}: {
  rows: AnnouncementRow[]
  me: string
  showClass?: boolean
}) {
  const [t, locale] = await Promise.all([getTranslations('announcements'), getLocale()])
  if (!rows.length) return <p className="text-muted-foreground">{t('none')}</p>
  return (
    <ul className="grid gap-3">
      {rows.map((row) => {
        const lang = contentLang(`${row.title} ${row.body}`, locale as Locale)
        const { scheduled } = row
        const where = [showClass ? row.class?.name : null, row.subject?.name]
          .filter(Boolean)
          .join(' · ')
        return (
          <li key={row.id}>
            <article
              aria-labelledby={`announcement-${row.id}`}
              className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
            >
              <h3 id={`announcement-${row.id}`} lang={lang} className="font-semibold">
                {row.title}
              </h3>
              <p className="text-sm text-muted-foreground">
                {scheduled ? `${t('scheduledFor')} ` : null}
                <When at={row.publish_at} />
                {where && ` · ${where}`}
                {row.author && ` · ${row.author}`}
              </p>
              <PostBody
                body={row.body}
                lang={lang}
                files={{
                  paths: row.attachments,
                  sizes: row.attachment_sizes,
                  label: t('attachmentsOf', { title: row.title }),
                }}
                readAloud={{ text: `${row.title}. ${row.body}`, about: row.title }}
              />
              {row.author_id === me && (
                <div>
                  <CommentsSwitch id={row.id} title={row.title} allowed={row.comments_allowed} />
                </div>
              )}
              {(row.comments_allowed || row.announcement_comments.length > 0) && (
                // A named group, not a region: a region per announcement would crowd the
                // screen reader's list of landmarks; the group's name is still heard on entering.
                <div
                  role="group"
                  aria-label={t('commentsOn', { title: row.title })}
                  className="grid gap-2 border-t pt-2"
                >
                  {row.announcement_comments.length > 0 && (
                    <ul className="grid gap-1 text-sm">
                      {row.announcement_comments.map((comment) => (
                        <li key={comment.id}>
                          <span className="font-medium">
                            {comment.author_id === me ? t('you') : (comment.author ?? t('someone'))}
                          </span>{' '}
                          (<When at={comment.created_at} />
                          ):{' '}
                          <span lang={contentLang(comment.body, locale as Locale)}>
                            {comment.body}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {row.comments_allowed && !scheduled && (
                    <CommentForm announcementId={row.id} title={row.title} />
                  )}
                </div>
              )}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
