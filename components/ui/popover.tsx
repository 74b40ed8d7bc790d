'use client'
import * as React from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { escapeThroughStack } from '@/lib/accessibility/overlay-stack'
import { cn } from '@/lib/utils'
import { stackedRoot } from './stacked-root'
import { slottedPart } from './styled-part'

// shadcn/ui new-york v4 popover on radix-ui. Radix moves focus into the content on open,
// closes on Escape or a click outside, and returns focus to the trigger (WCAG 2.4.3).

// A popover joins the overlay stack while open, like every dialog and sheet.
const Popover = stackedRoot(PopoverPrimitive.Root, 'popover')

const PopoverTrigger = slottedPart(PopoverPrimitive.Trigger, 'popover-trigger')
const PopoverAnchor = slottedPart(PopoverPrimitive.Anchor, 'popover-anchor')

function PopoverContent({
  className,
  align = 'end',
  sideOffset = 4,
  onEscapeKeyDown,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1rem)] rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden',
          className,
        )}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event)
          escapeThroughStack(event)
        }}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}

/**
 * Popover content named by its own heading (a dialog with a name, for screen readers and axe).
 * `contentId` replaces the content's own id, for a button outside Radix that controls it.
 */
function PopoverPanel({
  id,
  heading,
  children,
  className,
  contentId,
  ...props
}: { id: string; heading: string; contentId?: string } & Omit<
  React.ComponentProps<typeof PopoverPrimitive.Content>,
  'id'
>) {
  return (
    <PopoverContent
      aria-labelledby={id}
      className={cn('grid gap-3', className)}
      {...(contentId ? { id: contentId } : {})}
      {...props}
    >
      <h2 id={id} className="font-semibold">
        {heading}
      </h2>
      {children}
    </PopoverContent>
  )
}

export { Popover, PopoverTrigger, PopoverAnchor, PopoverContent, PopoverPanel }
