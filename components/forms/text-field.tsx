import * as React from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = {
  id: string
  label: string
  error?: string
  hint?: string
  /** Replaces the default <Input> (e.g. a password input with its toggle). */
  control?: (describedBy: string | undefined) => React.ReactNode
} & React.ComponentProps<'input'>

/** Label, optional hint, control and error, tied together with ids (WCAG 1.3.1, 3.3.1). */
export function TextField({ id, label, error, hint, control, ...inputProps }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {control ? (
        control(describedBy)
      ) : (
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  )
}
