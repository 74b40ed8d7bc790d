'use client'
import { useRouter } from 'next/navigation'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useActionFeedback } from './use-action-feedback'
import { applyServerErrors } from './use-field-errors'

/** What a form calls after a successful save: the action's data; false keeps the page as it is. */
export type OnDone = (data?: { id?: string }) => void | boolean

type SubmitResult =
  | { ok: true; data: { message: string; id?: string } }
  | { ok: false; error?: string; fieldErrors?: Partial<Record<string, string>> }

/**
 * The submit of a form that saves through a server action: run the action, show its field
 * errors on their fields (or its toast), and on success call `onDone` (a dialog closes) and
 * re-render the page from the server. `onDone` gets the action's data (a new row's id) and may
 * return false to keep the page as it is for now (a dialog that moves on to the next item
 * re-renders the page when it closes; a new row's list opens again with the row first).
 */
export function useFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, onDone?: OnDone) {
  const feedback = useActionFeedback()
  const router = useRouter()
  return (run: (values: T) => Promise<SubmitResult>) =>
    form.handleSubmit(async (values) => {
      const result = await run(values)
      if (!result.ok) applyServerErrors(form.setError, result.fieldErrors)
      // Field errors alone need no toast: they are announced on their fields.
      if (!result.ok && !result.error) return
      if (feedback(result) && result.ok && onDone?.(result.data) !== false) router.refresh()
    })
}
