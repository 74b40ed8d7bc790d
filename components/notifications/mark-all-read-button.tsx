'use client'
import { useT } from '@/components/i18n/client-messages'
import { useActionButton } from '@/components/forms/use-action-feedback'
import { Button } from '@/components/ui/button'
import { markAllNotificationsReadAction } from '@/lib/actions/notifications'

/** "Mark all read": the toast says how it went, and the page and the bell show the result. */
export function MarkAllReadButton({
  label,
  disabled,
  onDone,
}: {
  label?: string
  disabled?: boolean
  onDone?: () => void
}) {
  const t = useT('live')
  const [pending, run] = useActionButton()
  return (
    <Button
      variant="outline"
      disabled={disabled || pending}
      aria-busy={pending}
      onClick={() => run(() => markAllNotificationsReadAction({}), onDone)}
    >
      {label ?? t('bell.markAll')}
    </Button>
  )
}
