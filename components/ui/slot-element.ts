import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A plain styled part of a composite component (a card's header, a table's row): the element
 * `tag` with its `data-slot` name, base classes and default attributes (e.g. a table part's
 * explicit `role`); a caller's className is merged after the base and every other prop passes
 * through, overriding a default.
 */
export function slotElement<T extends keyof React.JSX.IntrinsicElements>(tag: T, slot: string, base: string, defaults: Record<string, string> = {}) {
  function SlotElement({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return React.createElement(tag, { 'data-slot': slot, ...defaults, className: cn(base, className), ...props })
  }
  SlotElement.displayName = slot
  return SlotElement
}
