'use client'
import { useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'

/**
 * A create/edit dialog with its trigger. The form inside gets `close`, so it can close the
 * dialog after a successful save; Radix then returns focus to the trigger.
 */
export function FormDialog({
  title,
  description,
  trigger,
  triggerLabel,
  variant = 'default',
  onOpenChange,
  children,
}: {
  title: string
  description?: string
  trigger: string
  triggerLabel?: string
  variant?: 'default' | 'outline'
  /** Told when the dialog opens or closes (e.g. to start over, or to re-render the page). */
  onOpenChange?: (open: boolean) => void
  children: (close: () => void) => React.ReactNode
}) {
  const t = useT('status')
  const [open, setOpenState] = useState(false)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={description ? undefined : 'sr-only'}>{description ?? title}</DialogDescription>
        </DialogHeader>
        {open && children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  )
}

/** The edit dialog of one row: an outline "Edit" button named after the row for screen readers. */
export function EditFormDialog({ title, name, children }: { title: string; name: string; children: (close: () => void) => React.ReactNode }) {
  const t = useT('status')
  return (
    <FormDialog title={title} trigger={t('edit')} triggerLabel={t('editNamed', { name })} variant="outline">
      {children}
    </FormDialog>
  )
}
