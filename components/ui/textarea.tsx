import * as React from 'react'
import { cx } from '@/lib/cx'
import { CONTROL_CLASS } from './control'

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const look = cx(CONTROL_CLASS, 'min-h-24 placeholder:text-muted-foreground', className)
  return <textarea data-slot="textarea" className={look} {...props} />
}

export { Textarea }
