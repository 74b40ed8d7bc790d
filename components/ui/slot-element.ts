import * as React from 'react'
import { cx } from '@/lib/cx'

/**
 * A plain styled part of a composite component (a card's header, a table's row): the element
 * `tag` with its `data-slot` name, base classes and default attributes (e.g. a table part's
 * explicit `role`); a caller's className is added after the base (joined, not merged: it adds
 * to the base and must not contradict it, so the parts stay light enough for client-drawn rows)
 * and every other prop passes through, overriding a default.
 */
export function slotElement<T extends keyof React.JSX.IntrinsicElements>(
  tag: T,
  slot: string,
  base: string,
  defaults: Record<string, string> = {},
) {
  function SlotElement({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return React.createElement(tag, {
      'data-slot': slot,
      ...defaults,
      className: cx(base, className),
      ...props,
    })
  }
  SlotElement.displayName = slot
  return SlotElement
}
