'use client'
import { useT } from '@/components/i18n/client-messages'
import { PendingButton } from '@/components/forms/pending-button'
import { moveToBinAction } from '@/lib/actions/bin'
import { toggleStatusAction } from '@/lib/actions/status'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'

type Props = {
  table: 'classes' | 'subjects' | 'assignments'
  id: string
  name: string
  isActive: boolean
}

/**
 * Activate/deactivate and move-to-bin for one row, as two buttons to place apart: the switch
 * beside the status it changes, the bin with the row's other actions. One row's actions run
 * one at a time. Each button names its row for screen readers.
 */
export function useRowActions({ table, id, name, isActive }: Props) {
  const t = useT('status')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  const toggle = () => run(() => toggleStatusAction({ table, id }))
  // The row leaves the list: the focus goes to the page heading.
  const bin = () => run(() => moveToBinAction({ table, id }), focusPageHeading)

  const toggleLabel = t(isActive ? 'deactivate' : 'activate')
  return {
    toggle: (
      <PendingButton
        variant="outline"
        pending={pending}
        onClick={toggle}
        aria-label={named(toggleLabel, name)}
      >
        {toggleLabel}
      </PendingButton>
    ),
    bin: (
      <PendingButton
        variant="outline"
        pending={pending}
        onClick={bin}
        aria-label={named(t('moveToBin'), name)}
      >
        {t('moveToBin')}
      </PendingButton>
    ),
  }
}

/** Active / inactive as text, not colour alone (WCAG 1.4.1). */
export function StatusText({
  active,
  labels,
}: {
  active: boolean
  labels: { active: string; inactive: string }
}) {
  return (
    <span
      data-status={active ? 'active' : 'inactive'}
      className={active ? 'font-medium text-success' : 'font-medium text-muted-foreground'}
    >
      {active ? labels.active : labels.inactive}
    </span>
  )
}
