'use client'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
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
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={restore}
        disabled={pending}
        aria-label={named(t('restore'), label)}
      >
        {t('restore')}
      </Button>
      {canPurge && (
        <Button
          variant="destructive"
          onClick={purge}
          disabled={pending}
          aria-label={named(t('purge'), label)}
        >
          {t('purge')}
        </Button>
      )}
    </div>
  )
}
