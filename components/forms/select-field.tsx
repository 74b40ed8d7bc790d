import * as React from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { Field } from './field'
import { SelectOptions } from './select-options'

export type SelectOption = { value: string; label: string }

/**
 * A labelled native <select> on Field: a first option with the empty value (e.g. "Choose a
 * class", "No teacher", "All subjects"), then the options. Takes `form.register(name)` in a
 * form, or `name` and `defaultValue` in a plain GET form.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  empty,
  options,
  className,
  ...selectProps
}: {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  empty: string
  options: readonly SelectOption[]
} & React.ComponentProps<'select'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(a) => (
        <NativeSelect
          id={id}
          aria-invalid={a.invalid}
          aria-describedby={a.describedBy}
          {...selectProps}
        >
          <option value="">{empty}</option>
          <SelectOptions options={options} />
        </NativeSelect>
      )}
    </Field>
  )
}

/** Rows with an id and a name as select options. */
export const byName = (rows: readonly { id: string; name: string }[]): SelectOption[] =>
  rows.map((row) => ({ value: row.id, label: row.name }))
