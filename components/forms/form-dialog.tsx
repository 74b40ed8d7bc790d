'use client'
import { useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { useNamedLabel } from './named-label'

/**
 * A create/edit dialog with its trigger. The form inside gets `close`, so it can close the
 * dialog after a successful save; Radix then returns focus to the trigger. A trigger repeated
 * on every row gets `triggerFor`, the row's name: its accessible name is then the visible
 * label followed by that name ("Edit: Matematiikka 5A").
 */
export function FormDialog({
  title,
  description,
  trigger,
  triggerFor,
  variant = 'default',
  onOpenChange,
  children,
}: {
  title: string
  description?: string
  trigger: string
  triggerFor?: string
  variant?: 'default' | 'outline'
  /** Told when the dialog opens or closes (e.g. to start over, or to re-render the page). */
  onOpenChange?: (open: boolean) => void
  children: (close: () => void) => React.ReactNode
}) {
  const t = useT('status')
  const named = useNamedLabel()
  const [open, setOpenState] = useState(false)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} aria-label={triggerFor === undefined ? undefined : named(trigger, triggerFor)}>
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
    <FormDialog title={title} trigger={t('edit')} triggerFor={name} variant="outline">
      {children}
    </FormDialog>
  )
}

/**
 * A feature's "New …" and row "Edit" dialogs around its one form, so a feature writes neither:
 * `New` renders the form with the feature's options; `Edit` adds `existing` and titles the
 * dialog after it (`<namespace>.new`, `<namespace>.edit` with `{name}`). The form closes the
 * dialog through `onDone` after a successful save.
 */
export function formDialogs<Options extends object, Existing>(
  namespace: string,
  Form: React.ComponentType<Options & { existing?: Existing; onDone: () => void }>,
  nameOf: (existing: Existing) => string,
) {
  function New(options: Options) {
    const t = useT(namespace)
    return <FormDialog title={t('new')} trigger={t('new')}>{(close) => <Form {...options} onDone={close} />}</FormDialog>
  }
  function Edit({ existing, ...options }: Options & { existing: Existing }) {
    const t = useT(namespace)
    const name = nameOf(existing)
    return (
      <EditFormDialog title={t('edit', { name })} name={name}>
        {(close) => <Form {...(options as Options)} existing={existing} onDone={close} />}
      </EditFormDialog>
    )
  }
  return { New, Edit }
}
