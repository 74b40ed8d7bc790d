import { z } from 'zod'

/** The kinds of news e-mail is chosen for, in the order the settings page lists them. */
export const EMAIL_KINDS = ['messages', 'announcements', 'grades', 'absences', 'account'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/** At once, in the daily digest, or never (email_preferences.cadence). */
export const EMAIL_CADENCES = ['now', 'daily', 'never'] as const
export type EmailCadence = (typeof EMAIL_CADENCES)[number]

/** One choice for every kind: the settings page saves them together. */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.enum(EMAIL_CADENCES)])) as Record<
    EmailKind,
    z.ZodEnum<{ [C in EmailCadence]: C }>
  >,
)
export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>
