'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { NamedActionButton } from '@/components/forms/named-action-button'
import { focusPageHeading } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { moveToBinAction } from '@/lib/actions/bin'
import { removeCaptionsAction, setVideoPublishedAction } from '@/lib/actions/videos'

/** Publish or unpublish; the database refuses to publish without captions, and the toast says why. */
export function PublishButton({
  id,
  name,
  published,
}: {
  id: string
  name: string
  published: boolean
}) {
  const t = useT('videosManage')
  return (
    <NamedActionButton
      label={published ? t('unpublish') : t('publish')}
      name={name}
      variant={published ? 'outline' : 'default'}
      action={() => setVideoPublishedAction({ id, published: !published })}
    />
  )
}

/** Moves a video (with its captions) to the bin, where it can be restored. */
export function VideoBinButton({
  id,
  name,
  onDone,
}: {
  id: string
  name: string
  onDone?: () => void
}) {
  const t = useT('status')
  return (
    <NamedActionButton
      label={t('moveToBin')}
      name={name}
      variant="outline"
      action={() => moveToBinAction({ table: 'videos', id })}
      after={onDone ?? focusPageHeading}
    />
  )
}

/** Removes one caption track after asking; the database keeps the last track of a published video. */
export function RemoveCaptionsButton({
  videoId,
  language,
  name,
}: {
  videoId: string
  language: string
  name: string
}) {
  const t = useT('videosManage.captions')
  const named = useNamedLabel()
  return (
    <ConfirmActionButton
      label={t('remove')}
      ariaLabel={named(t('remove'), name)}
      title={t('removeTitle', { language: name })}
      body={t('removeBody')}
      action={() => removeCaptionsAction({ videoId, language })}
      // The track's row leaves the list, so focus goes to the page's heading.
      after={focusPageHeading}
    />
  )
}
