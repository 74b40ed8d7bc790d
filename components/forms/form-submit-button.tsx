import { SubmitButton } from './submit-button'

/**
 * The submit button of a react-hook-form form, at its start: pending while the form submits.
 * Saves each form repeating the same four props. In a row of buttons (a flex box) the row
 * places it, as `justify-self` does not apply there.
 */
export function FormSubmitButton({
  form,
  label,
  pendingLabel,
}: {
  form: { formState: { isSubmitting: boolean } }
  label: string
  pendingLabel: string
}) {
  return (
    <SubmitButton
      pending={form.formState.isSubmitting}
      label={label}
      pendingLabel={pendingLabel}
      className="justify-self-start"
    />
  )
}
