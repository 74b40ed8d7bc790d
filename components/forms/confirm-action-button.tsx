'use client'
import { ConfirmButton } from './confirm-dialog'
import { useActionButton } from './use-action-feedback'

type Props = Omit<
  React.ComponentProps<typeof ConfirmButton>,
  'onConfirm' | 'pending' | 'confirm'
> & {
  /** The confirming button's text, when it is not the button's own label. */
  confirm?: string
  /** The server action to run once confirmed. */
  action: Parameters<ReturnType<typeof useActionButton>[1]>[0]
  /** Runs after the action succeeded (e.g. focusPageHeading when the row leaves the list). */
  after?: () => void
}

/**
 * A ConfirmButton that runs one server action once confirmed, so a feature's destructive
 * button (remove, revoke, reset) states only its words and its action: the pending state,
 * the toast and the page's re-render are those of every action button (useActionButton).
 */
export function ConfirmActionButton({ confirm, action, after, ...button }: Props) {
  const [pending, run] = useActionButton()
  return (
    <ConfirmButton
      {...button}
      confirm={confirm ?? button.label}
      pending={pending}
      onConfirm={() => run(action, after)}
    />
  )
}
