'use client'
import * as React from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { escapeThroughStack } from '@/lib/accessibility/overlay-stack'
import { cn } from '@/lib/utils'
import { stackedRoot } from './stacked-root'
import { slottedPart, styledPart } from './styled-part'

// shadcn/ui new-york v4 dialog on radix-ui. Radix traps focus inside and returns it to
// the trigger on close (WCAG 2.4.3); the close button carries a visible-on-focus label.

// Every dialog and sheet joins the overlay stack while open.
const Dialog = stackedRoot(DialogPrimitive.Root, 'dialog')

const DialogTrigger = slottedPart(DialogPrimitive.Trigger, 'dialog-trigger')
const DialogClose = slottedPart(DialogPrimitive.Close, 'dialog-close')

export type PanelProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string
}

/**
 * A modal panel over a dimmed page, with a close button (an icon and a screen-reader label)
 * after its content. Dialogs and the mobile sidebar drawer differ only in their classes.
 */
function ModalPanel({
  slot,
  look,
  closeLook,
  className,
  children,
  closeLabel,
  onEscapeKeyDown,
  ...props
}: PanelProps & { slot: string; look: string; closeLook: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot={`${slot}-overlay`}
        className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0"
      />
      <DialogPrimitive.Content
        data-slot={`${slot}-content`}
        className={cn(look, className)}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event)
          escapeThroughStack(event)
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className={cn(
            'absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md',
            closeLook,
          )}
        >
          <Icon node={X} />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

const DIALOG_LOOK =
  'fixed top-[50%] left-[50%] z-50 grid max-h-[90vh] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg'
const DIALOG_CLOSE_LOOK =
  'opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

function DialogContent(props: PanelProps) {
  return <ModalPanel slot="dialog" look={DIALOG_LOOK} closeLook={DIALOG_CLOSE_LOOK} {...props} />
}

const DialogHeader = styledPart<React.ComponentProps<'div'>>(
  'div',
  'dialog-header',
  'flex flex-col gap-2 pr-10',
)

const DialogFooter = styledPart<React.ComponentProps<'div'>>(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
)

const DialogTitle = styledPart(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg font-semibold leading-none',
)

const DialogDescription = styledPart(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
)

export {
  ModalPanel,
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
}
