import * as React from 'react'
import { Textarea } from '@/components/ui/textarea'
import { Field } from './field'
import type { FieldProps } from './text-field'

/** A labelled multi-line text on Field (its own module, so pages without one do not load it). */
export function TextareaField({
  id,
  label,
  hint,
  error,
  ...textareaProps
}: FieldProps & React.ComponentProps<'textarea'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a) => (
        <Textarea
          id={id}
          aria-invalid={a.invalid}
          aria-describedby={a.describedBy}
          {...textareaProps}
        />
      )}
    </Field>
  )
}
