import { notFound } from 'next/navigation'
import { UUID_RE } from '@/lib/validation/common'

// Ids arrive in the address, where anyone can type anything. A value that is not a uuid can
// name no row, so pages treat it as "nothing there" instead of sending it to the database
// (where it would be an error, not an empty result).

/** The value when it is a uuid, else null. */
export const uuidOrNull = (value: string | null | undefined): string | null =>
  value && UUID_RE.test(value) ? value : null

/** A route's uuid parameter; any other value is the not-found page. */
export async function uuidParam<K extends string>(
  params: Promise<Record<K, string>>,
  key: K,
): Promise<string> {
  const value = (await params)[key]
  if (!UUID_RE.test(value)) notFound()
  return value
}
