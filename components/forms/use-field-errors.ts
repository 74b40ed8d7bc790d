'use client'
import { useT } from '@/components/i18n/client-messages'
import { hasMessage } from '@/lib/i18n/message-keys'
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form'

/**
 * Client-side zod issues carry a key of the `validation` namespace (lib/validation/messages.ts);
 * errors from the server action arrive translated (type 'server'). This turns either into the
 * text to show.
 */
export function useFieldErrorText() {
  const t = useT('validation')
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    if (error.type === 'server') return error.message
    return hasMessage(t, error.message) ? t(error.message) : t('invalid')
  }
}

/** Puts the server action's field errors on their fields and focuses the first. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Partial<Record<string, string>> | undefined,
) {
  let first = true
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    if (!message) continue
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}

/**
 * `{...field('name')}` on a TextField, TextareaField or SelectField: the registration and the
 * field's error text in one spread.
 */
export function useFieldProps<T extends FieldValues>(form: UseFormReturn<T>) {
  const errorText = useFieldErrorText()
  const { errors } = form.formState
  return (name: Path<T>) => ({
    ...form.register(name),
    error: errorText(get(errors, name) as FieldError | undefined),
  })
}
