'use client'
import { useRouter } from 'next/navigation'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useActionFeedback } from '@/components/bin/use-action-feedback'
import { setServerErrors } from '@/components/bin/use-field-error'

type SubmitResult =
  | { ok: true; data: { message: string } }
  | { ok: false; error?: string; fieldErrors?: Partial<Record<string, string>> }

/**
 * The submit of a create/edit dialog form: run the server action, show its field errors on
 * their fields (or its toast), and on success close the dialog and re-render the list.
 */
export function useDialogSubmit<T extends FieldValues>(form: UseFormReturn<T>, onDone: () => void) {
  const feedback = useActionFeedback()
  const router = useRouter()
  return (run: (values: T) => Promise<SubmitResult>) =>
    form.handleSubmit(async (values) => {
      const result = await run(values)
      if (!result.ok) setServerErrors(form.setError, result.fieldErrors)
      // Field errors alone need no toast: they are announced on their fields.
      if (!result.ok && !result.error) return
      if (feedback(result)) {
        onDone()
        router.refresh()
      }
    })
}
