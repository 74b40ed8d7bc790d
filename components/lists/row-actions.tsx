'use client'
import { useTransition } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { moveToBinAction } from '@/lib/actions/bin'
import { toggleStatusAction } from '@/lib/actions/status'
import { focusPageHeading, useActionFeedback } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'

type Props = {
  table: 'classes' | 'subjects' | 'assignments'
  id: string
  name: string
  isActive: boolean
  children?: React.ReactNode
}

/** Activate/deactivate and move-to-bin for one row; each button names its row for screen readers. */
export function RowActions({ table, id, name, isActive, children }: Props) {
  const t = useT('status')
  const named = useNamedLabel()
  const feedback = useActionFeedback()
  const router = useRouter()
  const [pending, start] = useTransition()

  // aria-disabled rather than disabled while an action runs: a disabled button drops the
  // keyboard focus to the page, and the user loses their place in the list.
  const toggle = () =>
    !pending &&
    start(async () => {
      if (feedback(await toggleStatusAction({ table, id }))) router.refresh()
    })
  const bin = () =>
    !pending &&
    start(async () => {
      if (feedback(await moveToBinAction({ table, id }))) {
        router.refresh()
        focusPageHeading()
      }
    })

  const toggleLabel = t(isActive ? 'deactivate' : 'activate')
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button
        variant="outline"
        onClick={toggle}
        aria-disabled={pending}
        aria-label={named(toggleLabel, name)}
      >
        {toggleLabel}
      </Button>
      <Button
        variant="outline"
        onClick={bin}
        aria-disabled={pending}
        aria-label={named(t('moveToBin'), name)}
      >
        {t('moveToBin')}
      </Button>
    </div>
  )
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
