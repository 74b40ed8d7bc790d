'use client'
import { useState } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { FormAlert } from './form-alert'
import { applyServerErrors } from './use-field-errors'

type Message = { kind: 'error' | 'success'; text: string }

/**
 * The form-level message of a form that answers on the page (sign-in, registration, enrolment,
 * password reset). `onSubmit` wraps the form's submit handler and removes the previous message
 * as soon as the person submits again, before the browser-side check runs, so an old error never
 * stays on screen beside new field errors.
 */
export function useFormAlert() {
  const [message, setMessage] = useState<Message | null>(null)
  return {
    /** The message where the form shows it, or nothing. */
    alert: message ? <FormAlert kind={message.kind}>{message.text}</FormAlert> : null,
    show: (kind: Message['kind'], text: string) => setMessage({ kind, text }),
    clear: () => setMessage(null),
    /** A failed action's answer: field errors on their fields (focusing the first), the rest here. */
    failed: <T extends FieldValues>(
      setError: UseFormSetError<T>,
      result: { error?: string; fieldErrors?: Partial<Record<string, string>> },
    ) => {
      applyServerErrors(setError, result.fieldErrors)
      if (result.error) setMessage({ kind: 'error', text: result.error })
    },
    onSubmit:
      <E,>(handler: (event: E) => Promise<void>) =>
      (event: E) => {
        setMessage(null)
        return handler(event)
      },
  }
}
