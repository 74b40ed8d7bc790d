import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Field } from './field'

export type FieldProps = {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
}

/** A labelled input on Field. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: FieldProps & React.ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a) => (
        <Input id={id} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...inputProps} />
      )}
    </Field>
  )
}
