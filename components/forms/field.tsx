import * as React from 'react'
import { Label } from '@/components/ui/label'
import { cx } from '@/lib/cx'

// After shadcn/ui v4 `field`: a label, an optional hint, the control and its error, tied
// together by ids (WCAG 1.3.1). The error is role="alert" so it is read out when it appears
// (WCAG 3.3.1); the control points at hint and error with aria-describedby.

export type FieldControlProps = { describedBy: string | undefined; invalid: true | undefined }

export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string
  className?: string
  children: (control: FieldControlProps) => React.ReactNode
}) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="field" className={cx('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({ describedBy, invalid: error ? true : undefined })}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  )
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
