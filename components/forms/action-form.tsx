'use client'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import type { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import { SubmitButton } from './submit-button'
import { useFieldProps } from './use-field-errors'
import { useFormSubmit, type OnDone } from './use-form-submit'

type LazyResolver<T extends FieldValues> = ReturnType<typeof lazyZodResolver<T>>
type Save<T extends FieldValues> = Parameters<ReturnType<typeof useFormSubmit<T>>>[0]

/**
 * A form that saves through one server action, so each feature writes only its fields: the
 * form state with the shared zod schema (`resolver`), `field(name)` for its fields, and the
 * props of its `<ActionForm>`. A form that stays on the page after a save (rather than closing
 * a dialog through `onDone`) gives `startOver`: the values it starts the next entry from.
 */
export function useActionForm<T extends FieldValues>({
  resolver,
  defaultValues,
  save,
  onDone,
  startOver,
}: {
  resolver: LazyResolver<T>
  defaultValues: DefaultValues<T>
  save: Save<T>
  onDone?: OnDone
  startOver?: (saved: T) => T
}) {
  const form = useForm<T>({ resolver, defaultValues })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(
    form,
    startOver ? () => form.reset(startOver(form.getValues())) : onDone,
  )(save)
  const formProps = { onSubmit, preload: resolver.preload, pending: form.formState.isSubmitting }
  return { form, field, formProps }
}

/**
 * A record form's props (see useRecordForm): the feature's own options, the row it edits (none:
 * it creates one), and `onDone`, called after a successful save (the record dialogs close there).
 */
export type RecordFormProps<Existing, Options = object> = Options & {
  existing?: Existing
  onDone: OnDone
}

/**
 * The create-or-edit form of one record (a class, a subject, a video): without `existing` it
 * creates, with it it updates that row. Its fields have ids of their own, as an edit form is
 * drawn once per row: `field(name)` gives the field its id (`class-new-name`,
 * `class-<id>-name`) with its registration and error, and `idOf(name)` gives the id alone, for
 * a control wired by hand.
 */
export function useRecordForm<T extends FieldValues>({
  kind,
  existing,
  create,
  update,
  ...config
}: Omit<Parameters<typeof useActionForm<T>>[0], 'save' | 'startOver'> & {
  kind: string
  existing?: { id: string }
  create: Save<T>
  update: (values: T & { id: string }) => ReturnType<Save<T>>
}) {
  const actionForm = useActionForm<T>({
    ...config,
    save: (values) => (existing ? update({ ...values, id: existing.id }) : create(values)),
  })
  const idOf = (name: string) => `${kind}-${existing?.id ?? 'new'}-${name}`
  const field = (name: Parameters<typeof actionForm.field>[0]) => ({
    id: idOf(name),
    ...actionForm.field(name),
  })
  return { ...actionForm, field, idOf }
}

/** Where the form stands: in a dialog it fills the width; on a page it keeps to a readable width. */
const LAYOUTS = {
  dialog: { form: 'grid gap-4', button: undefined },
  page: { form: 'grid max-w-2xl gap-4', button: 'justify-self-start' },
}

/**
 * The `<form>` of `useActionForm` with its one submit button ("Save" unless the feature names
 * it). The schema is fetched when the form first gets focus; the browser's own validation is
 * off, as the fields announce the schema's errors themselves.
 */
export function ActionForm({
  onSubmit,
  preload,
  pending,
  label,
  pendingLabel,
  layout = 'dialog',
  className = LAYOUTS[layout].form,
  buttonClassName = LAYOUTS[layout].button,
  children,
}: ReturnType<typeof useActionForm>['formProps'] & {
  label?: string
  pendingLabel?: string
  layout?: keyof typeof LAYOUTS
  className?: string
  buttonClassName?: string
  children: React.ReactNode
}) {
  const ts = useT('status')
  return (
    <form onSubmit={onSubmit} onFocus={preload} noValidate className={className}>
      {children}
      <SubmitButton
        pending={pending}
        label={label ?? ts('save')}
        pendingLabel={pendingLabel ?? ts('saving')}
        className={buttonClassName}
      />
    </form>
  )
}
