import * as React from 'react'
import { Label } from '@/components/ui/label'
import { cx } from '@/lib/cx'

// The form kit. After shadcn/ui v4 `field`: a label, an optional hint, the control and its
// error, tied together by ids (WCAG 1.3.1). The error is role="alert" so it is read out when it
// appears (WCAG 3.3.1); the control points at hint and error with aria-describedby.
//
// Use:
// - `labelledField(Control)` makes a labelled field of any control that takes an input's props
//   (TextField, TextareaField, SelectField, PasswordField are made so): the field takes `id`,
//   `label`, optional `hint` and `error`, `fieldClassName` for the wrapper, and the control's own
//   props (`{...field('name')}` from useFieldProps, `autoComplete`, `className`…).
// - `<Field>` directly for a control that needs more wiring: its child function gets
//   `control` (id, aria-invalid, aria-describedby, to spread on the control), or the parts.
// - Checkboxes and switches: checkbox-field.tsx and switch-setting.tsx.

export type FieldProps = {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
}

/** What the control needs from its field: spread `control`, or use the parts. */
export type FieldControlProps = {
  describedBy: string | undefined
  invalid: true | undefined
  control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }
}

export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & {
  className?: string
  children: (control: FieldControlProps) => React.ReactNode
}) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const invalid: true | undefined = error ? true : undefined
  const control = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy }
  return (
    <div data-slot="field" className={cx('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({ describedBy, invalid, control })}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  )
}

/** A control made into a labelled field: Field's props, then the control's own. */
export type LabelledFieldProps<P> = FieldProps & { fieldClassName?: string } & Omit<P, 'id'>

/** Makes a labelled field of a control (see the top of this file). */
export function labelledField<P extends object>(Control: React.ComponentType<P>) {
  function LabelledField({
    id,
    label,
    hint,
    error,
    fieldClassName,
    ...controlProps
  }: LabelledFieldProps<P>) {
    return (
      <Field id={id} label={label} hint={hint} error={error} className={fieldClassName}>
        {/* The rest is the control's own props; TypeScript cannot see that through Omit of a generic. */}
        {(a) => <Control {...a.control} {...(controlProps as P)} />}
      </Field>
    )
  }
  return LabelledField
}

export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      data-slot="field-error"
      className="text-sm font-medium text-destructive"
    >
      {children}
    </p>
  )
}
