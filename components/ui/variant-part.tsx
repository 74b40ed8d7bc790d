import * as React from 'react'
import { cx } from '@/lib/cx'

/**
 * An element whose look comes in named variants (an alert, a badge): its `data-slot`, the
 * variant's classes and the caller's own, and the variant also as `data-variant` so that CSS
 * (the colour-blind-friendly marks) can tell the variants apart. Joined with `cx`: alerts and
 * badges render in client components too, and callers do not pass conflicting utilities.
 */
export function variantPart<T extends 'div' | 'span', V extends string>(
  Tag: T,
  slot: string,
  look: (props?: { variant?: V | null }) => string,
) {
  function VariantPart({
    className,
    variant,
    ...props
  }: React.ComponentProps<T> & { variant?: V | null; className?: string }) {
    const Element = Tag as React.ElementType
    return (
      <Element
        data-slot={slot}
        data-variant={variant ?? 'default'}
        className={cx(look({ variant }), className)}
        {...props}
      />
    )
  }
  return VariantPart
}
