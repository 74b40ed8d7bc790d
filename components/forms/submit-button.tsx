import { PendingButton } from './pending-button'

/** The form's submit button; it says what is happening while the action runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  className?: string
}) {
  return (
    <PendingButton type="submit" pending={pending} className={className}>
      {pending ? pendingLabel : label}
    </PendingButton>
  )
}
