import * as React from 'react'
import { cx } from '@/lib/cx'

function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cx('text-sm font-medium leading-none', className)}
      {...props}
    />
  )
}

export { Label }
