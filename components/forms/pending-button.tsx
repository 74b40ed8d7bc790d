import type { ComponentProps, MouseEvent } from 'react'
import { Button } from '@/components/ui/button'

/**
 * The props that make a button do nothing while its action runs but keep the keyboard's focus
 * (aria-disabled, and a press is swallowed): a disabled button drops the focus to the page, and
 * the user would start again from the top. For a plain `<button>` styled on its own; anything
 * else is a PendingButton.
 */
export function pendingPress(
  pending: boolean,
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
) {
  return {
    'aria-disabled': pending || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (pending) event.preventDefault()
      else onClick?.(event)
    },
  }
}

/** A Button that keeps the focus while its action runs (see pendingPress). */
export function PendingButton({
  pending,
  onClick,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return <Button {...props} {...pendingPress(pending, onClick)} />
}
