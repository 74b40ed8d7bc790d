'use client'
import type { SelectOption } from './select-field'

/**
 * A select's options drawn from plain values and labels. Rendered on the server, a long list
 * (a school's 200 subjects) then reaches the browser's page data as two strings per option
 * instead of one serialized element each, about half the bytes.
 */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
