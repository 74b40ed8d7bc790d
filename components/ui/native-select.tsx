import * as React from 'react'
import { cx } from '@/lib/cx'
import { CONTROL_CLASS } from './control'

// shadcn/ui v4 native-select: the browser's own <select>, which every screen reader and
// keyboard already knows, styled like the other inputs.
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cx(CONTROL_CLASS, 'min-h-11', className)}
      {...props}
    />
  )
}

export { NativeSelect }
