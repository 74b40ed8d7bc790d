import { Button } from '@/components/ui/button'

/**
 * The form's submit button; it says what is happening while the action runs. It stays focusable
 * while pending (aria-disabled, and a second press does nothing): a disabled button drops the
 * keyboard's focus to the page, and the user would start again from the top.
 */
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
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault()
      }}
      className={className}
    >
      {pending ? pendingLabel : label}
    </Button>
  )
}
