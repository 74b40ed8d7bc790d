/**
 * A page's one form, named by its own heading (sign-in, registration, accepting an invitation):
 * the heading, what it says first, the form's alert, then the fields.
 */
export function TitledForm({
  id,
  title,
  intro,
  alert,
  formProps,
  children,
}: {
  /** The heading's id, which names the form. */
  id: string
  title: string
  intro?: React.ReactNode
  alert: React.ReactNode
  formProps: React.ComponentProps<'form'>
  children: React.ReactNode
}) {
  return (
    <form {...formProps} className="grid gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro}
      {alert}
      {children}
    </form>
  )
}
