'use client'
import { useTransition } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { useRouter } from 'next/navigation'
import { PendingButton } from '@/components/forms/pending-button'
import { moveToBinAction } from '@/lib/actions/bin'
import { toggleStatusAction } from '@/lib/actions/status'
import { focusPageHeading, useActionFeedback } from '@/components/forms/use-action-feedback'
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
  const feedback = useActionFeedback()
  const router = useRouter()
  const [pending, start] = useTransition()

  const toggle = () =>
    start(async () => {
      if (feedback(await toggleStatusAction({ table, id }))) router.refresh()
    })
  const bin = () =>
    start(async () => {
      if (feedback(await moveToBinAction({ table, id }))) {
        router.refresh()
        focusPageHeading()
      }
    })

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
