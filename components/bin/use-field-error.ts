'use client'
import { useT } from '@/components/i18n/client-messages'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** Zod issues carry a `validation.*` key (browser); server field errors arrive translated. */
export function useFieldError() {
  const t = useT('validation')
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    if (error.type === 'server') return error.message
    return t.has(error.message) ? t(error.message) : t('invalid')
  }
}

export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: Partial<Record<string, string>> | undefined) {
  let first = true
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (!message) continue
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}
