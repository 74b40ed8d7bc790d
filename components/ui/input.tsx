import * as React from 'react'
import { cx } from '@/lib/cx'

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(
        'flex min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:border-2',
        className,
      )}
      {...props}
    />
  )
}

export { Input }
