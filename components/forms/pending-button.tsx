import type { ComponentProps, MouseEvent } from 'react'
import { Button } from '@/components/ui/button'

/**
 * A button that does nothing while its action runs but keeps the keyboard's focus
 * (aria-disabled, and a press is swallowed): a disabled button drops the focus to the page, and
 * the user would start again from the top.
 */
export function PendingButton({
  pending,
  onClick,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={pending || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault()
        else onClick?.(event)
      }}
    />
  )
}
