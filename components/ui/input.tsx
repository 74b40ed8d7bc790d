import * as React from 'react'
import { cx } from '@/lib/cx'
import { CONTROL_CLASS } from './control'

function Input({ className, ...props }: React.ComponentProps<'input'>) {
  const look = cx(CONTROL_CLASS, 'min-h-11 placeholder:text-muted-foreground', className)
  return <input data-slot="input" className={look} {...props} />
}

export { Input }
