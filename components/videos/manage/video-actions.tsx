'use client'
import { useT } from '@/components/i18n/client-messages'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { Button } from '@/components/ui/button'
import { moveToBinAction } from '@/lib/actions/bin'
import { setVideoPublishedAction } from '@/lib/actions/videos'

/** Publish or unpublish; the database refuses to publish without captions, and the toast says why. */
export function PublishButton({ id, name, published }: { id: string; name: string; published: boolean }) {
  const t = useT('videosManage')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  return (
    <Button
      type="button"
      variant={published ? 'outline' : 'default'}
      aria-disabled={pending}
      aria-label={named(published ? t('unpublish') : t('publish'), name)}
      onClick={() => !pending && run(() => setVideoPublishedAction({ id, published: !published }))}>
      {published ? t('unpublish') : t('publish')}
    </Button>
  )
}

/** Moves a video (with its captions) to the bin, where it can be restored. */
export function VideoBinButton({ id, name, onDone }: { id: string; name: string; onDone?: () => void }) {
  const t = useT('status')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  return (
    <Button
      type="button"
      variant="outline"
      aria-disabled={pending}
      aria-label={named(t('moveToBin'), name)}
      onClick={() => !pending && run(() => moveToBinAction({ table: 'videos', id }), onDone ?? focusPageHeading)}
    >
      {t('moveToBin')}
    </Button>
  )
}
