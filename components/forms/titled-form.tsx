/** What a form on its own page wraps: its message and the <form> element's props (usePageForm's `parts`). */
export type PageFormParts = { alert: React.ReactNode; formProps: React.ComponentProps<'form'> }

/** A form that answers on its page: what names it (if it shows that), its message, the fields. */
export function PageForm({
  alert,
  formProps,
  labelledBy,
  header,
  children,
}: PageFormParts & {
  /** The id of the heading that names the form. */
  labelledBy?: string
  header?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <form {...formProps} className="grid gap-4" aria-labelledby={labelledBy}>
      {header}
      {alert}
      {children}
    </form>
  )
}

/**
 * A page's one form, named by its own heading (sign-in, registration, accepting an invitation):
 * the heading, what it says first, the form's alert, then the fields.
 */
export function TitledForm({
  id,
  title,
  intro,
  ...form
}: PageFormParts & {
  /** The heading's id, which names the form. */
  id: string
  title: string
  intro?: React.ReactNode
  children: React.ReactNode
}) {
  const header = (
    <>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro}
    </>
  )
  return <PageForm {...form} labelledBy={id} header={header} />
}
