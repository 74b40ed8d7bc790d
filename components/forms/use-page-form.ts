'use client'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import { applyServerErrors, useFieldProps } from './use-field-errors'
import { useFormAlert } from './use-form-alert'

type Result<D> =
  | { ok: true; data: D }
  | { ok: false; error?: string; fieldErrors?: Partial<Record<string, string>> }

/**
 * A form that answers on its own page (sign-in, registration, password reset, accepting an
 * invitation): the form with its lazily loaded schema, field props, the form-level message,
 * and a submit that runs the server action, puts a failure's field errors on their fields and
 * the rest in the message, and hands a success's data to `onSuccess`. `formProps` go on <form>;
 * `parts` (the message and `formProps`) go on PageForm or TitledForm.
 */
export function usePageForm<T extends FieldValues, D>(options: {
  resolver: ReturnType<typeof lazyZodResolver<T>>
  defaultValues: DefaultValues<T>
  action: (values: T) => Promise<Result<D>>
  onSuccess: (data: D) => void
  /** Takes the form-level error instead of the form's own message (a step of a larger panel). */
  onFormError?: (message: string) => void
}) {
  const formAlert = useFormAlert()
  const form = useForm<T>({ resolver: options.resolver, defaultValues: options.defaultValues })
  const field = useFieldProps(form)
  const onSubmit = formAlert.onSubmit(
    form.handleSubmit(async (values) => {
      const result = await options.action(values)
      if (result.ok) options.onSuccess(result.data)
      else if (!options.onFormError) formAlert.failed(form.setError, result)
      else {
        applyServerErrors(form.setError, result.fieldErrors)
        if (result.error) options.onFormError(result.error)
      }
    }),
  )
  // POST: a form sent by the browser itself, before the page's scripts have run, must not put
  // what was typed (a password) into the address, the history or a server's log.
  const formProps = {
    onSubmit,
    onFocus: options.resolver.preload,
    noValidate: true,
    method: 'post',
  }
  return {
    form,
    field,
    formAlert,
    pending: form.formState.isSubmitting,
    formProps,
    parts: { alert: formAlert.alert, formProps },
  }
}
