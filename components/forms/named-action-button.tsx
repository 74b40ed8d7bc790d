'use client'
import { PendingButton } from './pending-button'
import { useNamedLabel } from './named-label'
import { useActionButton } from './use-action-feedback'

type Props = {
  /** The words on the button. */
  label: string
  /** The row it acts on, added to the accessible name. */
  name: string
  variant: 'default' | 'outline'
  action: Parameters<ReturnType<typeof useActionButton>[1]>[0]
  /** Runs after the action succeeded (e.g. focusPageHeading when the row leaves the list). */
  after?: () => void
}

/**
 * A button that runs one server action on one row, named for that row. While the action runs
 * the button stays focusable but does nothing (aria-disabled, not disabled), so the keyboard
 * user keeps their place.
 */
export function NamedActionButton({ label, name, variant, action, after }: Props) {
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  return (
    <PendingButton
      type="button"
      variant={variant}
      pending={pending}
      aria-label={named(label, name)}
      onClick={() => run(action, after)}
    >
      {label}
    </PendingButton>
  )
}
