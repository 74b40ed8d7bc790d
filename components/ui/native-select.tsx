import * as React from 'react'
import { cx } from '@/lib/cx'

// shadcn/ui v4 native-select: the browser's own <select>, which every screen reader and
// keyboard already knows, styled like the other inputs.
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cx(
        'flex min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}

export { NativeSelect }
