'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmButton } from '@/components/forms/confirm-dialog'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { removeCaptionsAction } from '@/lib/actions/videos'

/** Removes one caption track after asking; the database keeps the last track of a published video. */
export function RemoveCaptionsButton({ videoId, language, name }: { videoId: string; language: string; name: string }) {
  const t = useT('videosManage.captions')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  return (
    <ConfirmButton
      label={t('remove')}
      ariaLabel={named(t('remove'), name)}
      title={t('removeTitle', { language: name })}
      body={t('removeBody')}
      confirm={t('remove')}
      pending={pending}
      // The track's row leaves the list, so focus goes to the page's heading.
      onConfirm={() => run(() => removeCaptionsAction({ videoId, language }), focusPageHeading)}
    />
  )
}
