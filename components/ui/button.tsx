import * as React from 'react'
import { Slot } from 'radix-ui'
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants'

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />
  )
}

export { Button, buttonVariants }
