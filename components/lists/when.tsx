import { getFormatter } from 'next-intl/server'

/** A date and time in the reader's locale, machine-readable in `dateTime`; '—' without one. */
export async function When({ at }: { at: string | null }) {
  if (!at) return '—'
  const format = await getFormatter()
  return <time dateTime={at}>{format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
}
