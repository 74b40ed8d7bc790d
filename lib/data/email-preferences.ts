import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import {
  EMAIL_CADENCES,
  EMAIL_KINDS,
  type EmailCadence,
  type EmailPreferencesInput,
} from '@/lib/validation/email-preferences'

const isCadence = (value: string): value is EmailCadence =>
  (EMAIL_CADENCES as readonly string[]).includes(value)

/**
 * The reader's e-mail choice for every kind of news: their own, else the default the queue
 * uses (my_email_preferences() reads both, so the default lives in the database only).
 * Null when it cannot be read.
 */
export async function myEmailPreferences(
  supabase: ServerSupabase,
): Promise<EmailPreferencesInput | null> {
  const { data, error } = await supabase.rpc('my_email_preferences')
  if (error || !data) return null
  const chosen = new Map(data.map((row) => [row.kind, row.cadence]))
  const entries = EMAIL_KINDS.map((kind) => {
    const cadence = chosen.get(kind) ?? ''
    return [kind, isCadence(cadence) ? cadence : null] as const
  })
  if (entries.some(([, cadence]) => cadence === null)) return null
  return Object.fromEntries(entries) as EmailPreferencesInput
}
