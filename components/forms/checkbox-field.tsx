import * as React from 'react'
import { cx } from '@/lib/cx'
import { FieldError } from './field'
import type { SelectOption } from './select-field'

// Native checkboxes, so react-hook-form's register() works unchanged: one checkbox gives a
// boolean; a group of checkboxes with the same name gives the list of ticked values.
// Each box is at least 24 × 24 px with its label as part of the target (WCAG 2.5.8).

const BOX =
  'size-5 shrink-0 rounded border border-input accent-primary focus-visible:outline-2 focus-visible:outline-ring'

/** One labelled checkbox (a yes/no value), with an optional hint. */
export function CheckboxField({
  id,
  label,
  hint,
  className,
  ...inputProps
}: { id: string; label: React.ReactNode; hint?: React.ReactNode } & Omit<
  React.ComponentProps<'input'>,
  'type'
>) {
  return (
    <div data-slot="field" className={cx('grid gap-1', className)}>
      <label htmlFor={id} className="flex min-h-6 items-center gap-3 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          className={BOX}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...inputProps}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="pl-8 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  )
}

/**
 * A fieldset of checkboxes for a list of codes: the legend names the group, each option is a
 * labelled box. Takes `form.register(name)` (spread onto every box) and the group's error.
 */
export function CheckboxGroupField({
  id,
  legend,
  options,
  error,
  disabled,
  ...registerProps
}: {
  id: string
  legend: React.ReactNode
  options: readonly SelectOption[]
  error?: string
  disabled?: boolean
} & Omit<React.ComponentProps<'input'>, 'type' | 'id' | 'value'>) {
  return (
    <fieldset
      id={id}
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-6 items-center gap-3 text-sm"
          >
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              value={option.value}
              className={BOX}
              {...registerProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  )
}
