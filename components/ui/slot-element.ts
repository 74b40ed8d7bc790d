import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A plain styled part of a composite component (a card's header, a table's row): the element
 * `tag` with its `data-slot` name and base classes; a caller's className is merged after them
 * and every other prop passes through.
 */
export function slotElement<T extends keyof React.JSX.IntrinsicElements>(tag: T, slot: string, base: string) {
  function SlotElement({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return React.createElement(tag, { 'data-slot': slot, className: cn(base, className), ...props })
  }
  SlotElement.displayName = slot
  return SlotElement
}
