'use client'
import { useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { LazyDialog } from '@/components/ui/lazy-dialog'
import { lazyPart } from '@/components/ui/lazy-overlay'
import { useShowCreated } from '@/components/lists/shown-row'
import { useNamedLabel } from './named-label'
import type { RecordFormProps } from './action-form'
import type { KeyIn, MessageNamespace } from '@/lib/i18n/message-keys'

/**
 * A create/edit dialog with its trigger. The form inside gets `close`, so it can close the
 * dialog after a successful save; focus then returns to the trigger. A trigger repeated on
 * every row gets `triggerFor`, the row's name: its accessible name is then the visible label
 * followed by that name ("Edit: Matematiikka 5A"). The dialog's code, and the form's when it
 * is a `lazyPart` whose `preload` is given, are fetched when the trigger is first pointed at
 * or focused, so neither is in the page's first-load JavaScript.
 */
export function FormDialog({
  title,
  description,
  trigger,
  triggerFor,
  variant = 'default',
  onOpenChange,
  preload,
  children,
}: {
  title: string
  description?: string
  trigger: string
  triggerFor?: string
  variant?: 'default' | 'outline'
  /** Told when the dialog opens or closes (e.g. to start over, or to re-render the page). */
  onOpenChange?: (open: boolean) => void
  /** Fetches the code of the form inside. */
  preload?: () => void
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
    <LazyDialog
      trigger={
        <Button
          variant={variant}
          aria-label={triggerFor === undefined ? undefined : named(trigger, triggerFor)}
        >
          {trigger}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      preload={preload}
      title={title}
      description={description}
      closeLabel={t('close')}
    >
      {open && children(() => setOpen(false))}
    </LazyDialog>
  )
}

/** The namespaces that title a feature's dialogs: they have `new` and `edit`. */
type FormNamespace = {
  [Namespace in MessageNamespace]: 'new' | 'edit' extends KeyIn<Namespace> ? Namespace : never
}[MessageNamespace]

/**
 * A feature's "New …" and row "Edit" dialogs around its one form, so a feature writes neither:
 * `New` renders the form with the feature's options; `Edit` adds `existing` and titles the
 * dialog after it (`<namespace>.new`, `<namespace>.edit` with `{name}`). The form closes the
 * dialog through `onDone` after a successful save; a new row's id there opens the list again
 * with that row first and focused (components/lists/shown-row.tsx). `loadForm` imports the form's module (e.g.
 * `() => import('./thing-form').then((m) => m.ThingForm)`), which loads with the dialog's. The
 * dialogs' options and row type are the form's own props (RecordFormProps), so a feature states
 * them once, on its form.
 */
export function formDialogs<Props extends RecordFormProps<unknown>>(
  namespace: FormNamespace,
  loadForm: () => Promise<React.ComponentType<Props>>,
  nameOf: (existing: NonNullable<Props['existing']>) => string,
) {
  type Options = Omit<Props, 'existing' | 'onDone'>
  type Existing = NonNullable<Props['existing']>
  // The form gets its own props back: the options given, then `existing` and `onDone`.
  // TypeScript cannot see that an Omit of a generic, put back together, is the generic again.
  const Form = lazyPart(
    loadForm as () => Promise<React.ComponentType<RecordFormProps<Existing, Options>>>,
  )
  function New(options: Options) {
    const t = useT(namespace)
    const showCreated = useShowCreated()
    return (
      <FormDialog title={t('new')} trigger={t('new')} preload={Form.preload}>
        {(close) => (
          <Form
            {...options}
            onDone={(data) => {
              close()
              if (!data?.id) return
              showCreated(data.id)
              return false
            }}
          />
        )}
      </FormDialog>
    )
  }
  function Edit({ existing, ...options }: Options & { existing: Existing }) {
    const t = useT(namespace)
    const ts = useT('status')
    const name = nameOf(existing)
    return (
      <FormDialog
        title={t('edit', { name })}
        trigger={ts('edit')}
        triggerFor={name}
        variant="outline"
        preload={Form.preload}
      >
        {(close) => <Form {...(options as Options)} existing={existing} onDone={close} />}
      </FormDialog>
    )
  }
  return { New, Edit }
}
