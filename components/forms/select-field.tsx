import * as React from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { labelledField, type LabelledFieldProps } from './field'
import { SelectOptions } from './select-options'

export type SelectOption = { value: string; label: string }

type ChoiceProps = {
  empty: string
  options: readonly SelectOption[]
} & React.ComponentProps<'select'>

/** A native <select> whose first option has the empty value, then the options. */
function ChoiceSelect({ empty, options, ...selectProps }: ChoiceProps) {
  return (
    <NativeSelect {...selectProps}>
      <option value="">{empty}</option>
      <SelectOptions options={options} />
    </NativeSelect>
  )
}

const LabelledSelect = labelledField(ChoiceSelect)

/**
 * A labelled native <select> on Field: a first option with the empty value (e.g. "Choose a
 * class", "No teacher", "All subjects"), then the options. Takes `form.register(name)` in a
 * form, or `name` and `defaultValue` in a plain GET form. `className` sizes the whole field
 * (a filter in a row of filters).
 */
export function SelectField({ className, ...props }: LabelledFieldProps<ChoiceProps>) {
  return <LabelledSelect fieldClassName={className} {...props} />
}

/** Rows with an id and a name as select options. */
export const byName = (rows: readonly { id: string; name: string }[]): SelectOption[] =>
  rows.map((row) => ({ value: row.id, label: row.name }))
