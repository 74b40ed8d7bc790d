'use client'
import type { AnchoredProps } from './lazy-overlay'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'

export type DialogPanelProps = {
  title: string
  description: string
  closeLabel: string
  className?: string
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
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
