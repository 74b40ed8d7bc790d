import * as React from 'react'

/** A group of fields under a visible legend (a section of a long form). */
export function TitledFieldset({
  legend,
  children,
}: {
  legend: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}
