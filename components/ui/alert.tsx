import * as React from 'react'
import { cva } from 'class-variance-authority'
import { cx } from '@/lib/cx'
import { variantPart } from './variant-part'

const alertVariants = cva('relative w-full rounded-lg border p-4 text-sm [&_p]:leading-relaxed', {
  variants: {
    variant: {
      default: 'bg-card text-card-foreground',
      info: 'border-blue-300 bg-blue-50 text-blue-950',
      success: 'border-green-300 bg-green-50 text-green-950',
      warning: 'border-amber-400 bg-amber-50 text-amber-950',
      destructive: 'border-red-300 bg-red-50 text-red-950',
    },
  },
  defaultVariants: { variant: 'default' },
})

const Alert = variantPart('div', 'alert', alertVariants)

function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cx('mb-1 font-semibold', className)} {...props} />
}

export { Alert, AlertTitle }
