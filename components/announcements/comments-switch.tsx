'use client'
import { useT } from '@/components/i18n/client-messages'
import { NamedActionButton } from '@/components/forms/named-action-button'
import { setAnnouncementCommentsAction } from '@/lib/actions/announcements'

/**
 * The author's switch for comments on one announcement, named after it: turning them off keeps
 * the comments written so far and takes no more (row-level security checks both the author and,
 * for every new comment, that comments are on).
 */
export function CommentsSwitch({
  id,
  title,
  allowed,
}: {
  id: string
  title: string
  allowed: boolean
}) {
  const t = useT('announcements')
  return (
    <NamedActionButton
      label={t(allowed ? 'stopComments' : 'allowComments')}
      name={title}
      variant="outline"
      action={() => setAnnouncementCommentsAction({ id, allowed: !allowed })}
    />
  )
}
