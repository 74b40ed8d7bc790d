'use client'
import { useT } from '@/components/i18n/client-messages'
import { PendingButton } from '@/components/forms/pending-button'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { purgeAction, restoreAction } from '@/lib/actions/bin'

/** Restore (the deleter or a principal) and delete forever (principals only). */
export function BinActions({
  id,
  label,
  canPurge,
}: {
  id: string
  label: string
  canPurge: boolean
}) {
  const t = useT('bin')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  // Either way the row leaves the list, and focus goes to the page heading.
  const restore = () => run(() => restoreAction({ id }), focusPageHeading)
  const purge = () => {
    // Forever is forever: one native confirm, which every assistive technology handles.
    if (window.confirm(t('confirmPurge', { name: label })))
      run(() => purgeAction({ id }), focusPageHeading)
  }
  const buttons: {
    key: 'restore' | 'purge'
    variant: 'outline' | 'destructive'
    onClick: () => void
  }[] = [
    { key: 'restore', variant: 'outline', onClick: restore },
    ...(canPurge ? [{ key: 'purge', variant: 'destructive', onClick: purge } as const] : []),
  ]
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map(({ key, variant, onClick }) => (
        <PendingButton
          key={key}
          variant={variant}
          onClick={onClick}
          pending={pending}
          aria-label={named(t(key), label)}
        >
          {t(key)}
        </PendingButton>
      ))}
    </div>
  )
}
