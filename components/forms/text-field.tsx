import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { Field } from './field'

type Common = { id: string; label: React.ReactNode; hint?: React.ReactNode; error?: string }

/** A labelled input on Field. */
export function TextField({ id, label, hint, error, ...inputProps }: Common & React.ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a) => <Input id={id} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...inputProps} />}
    </Field>
  )
}

/** A labelled multi-line text on Field. */
export function TextareaField({ id, label, hint, error, ...textareaProps }: Common & React.ComponentProps<'textarea'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a) => <Textarea id={id} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...textareaProps} />}
    </Field>
  )
}
