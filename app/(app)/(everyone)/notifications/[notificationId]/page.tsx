import { getLocale, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { BackLink, NotFoundPage } from '@/components/common/record-page'
import { titleFrom } from '@/components/common/page-title'
import { When } from '@/components/lists/when'
import { MarkReadOnOpen } from '@/components/notifications/mark-read-on-open'
import { ButtonLink } from '@/components/ui/button-link'
import { pageContext } from '@/lib/auth/guards'
import { getNotification } from '@/lib/data/notifications'
import { phraseNotification, safeLink } from '@/lib/notifications/text'
import { UUID_RE } from '@/lib/validation/common'

export const generateMetadata = titleFrom('notification')

/** One notification: what happened, when, and a link on to what it is about. Opening it marks it read. */
export default async function NotificationPage({
  params,
}: {
  params: Promise<{ notificationId: string }>
}) {
  const [{ profile, supabase }, { notificationId }, t, tn, locale] = await Promise.all([
    pageContext(),
    params,
    getTranslations('notification'),
    getTranslations('notifications'),
    getLocale(),
  ])
  const row = UUID_RE.test(notificationId)
    ? await getNotification(supabase, profile.id, notificationId)
    : null
  const back = <BackLink href="/notifications" label={t('back')} />
  if (!row) return <NotFoundPage title={t('title')} back={back} texts="notification" />
  const text = phraseNotification(tn, row, profile.role, locale)
  const link = safeLink(row.link)
  return (
    <>
      {!row.read && <MarkReadOnOpen id={row.id} />}
      <PageHeader title={text.title}>{back}</PageHeader>
      <div className="grid max-w-prose gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <p>{text.body}</p>
        <p className="text-sm text-muted-foreground">
          {t('received')}: <When at={row.created_at} />
        </p>
        {link && (
          <ButtonLink href={link} className="justify-self-start">
            {t('open')}
          </ButtonLink>
        )}
      </div>
    </>
  )
}
