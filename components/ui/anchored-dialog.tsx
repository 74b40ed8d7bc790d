'use client'
import type { AnchoredProps } from './lazy-overlay'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'

export type DialogPanelProps = {
  title: string
  /** Said under the title; without it the title is the description too, for screen readers only. */
  description?: string
  closeLabel: string
  className?: string
  /** `alertdialog` for a question that must be answered before going on ("Are you sure?"). */
  role?: 'alertdialog'
}

/**
 * The loaded half of LazyDialog: a modal Radix dialog opened by a button it does not own. On
 * closing, focus goes back to that button, as Radix's own trigger would have it.
 */
export default function AnchoredDialog({
  open,
  onOpenChange,
  anchor,
  contentId,
  children,
  title,
  description,
  ...panel
}: DialogPanelProps & AnchoredProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        {...panel}
        id={contentId}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          anchor.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={description ? undefined : 'sr-only'}>
            {description ?? title}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
