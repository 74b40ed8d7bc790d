import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A part of a shadcn/ui component (a dialog's header, a tab): the element or Radix primitive
 * with its `data-slot` and its own classes, which the caller's `className` may override. One
 * definition, so every part of every component renders the same way.
 */
export function styledPart<P extends { className?: string }>(
  Part: React.ComponentType<P> | 'div',
  slot: string,
  look: string,
) {
  // The element type is widened to render it; the props are checked as P by the signature.
  const Element = Part as React.ElementType
  function StyledPart({ className, ...props }: P) {
    return <Element data-slot={slot} className={cn(look, className)} {...props} />
  }
  return StyledPart
}

/** A part that needs no look of its own (a trigger, an anchor): the primitive with its `data-slot`. */
export function slottedPart<P extends object>(Part: React.ComponentType<P>, slot: string) {
  const Element = Part as React.ElementType
  function SlottedPart(props: P) {
    return <Element data-slot={slot} {...props} />
  }
  return SlottedPart
}
