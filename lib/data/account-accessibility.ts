import 'server-only'
import type { Role } from '@/lib/auth/roles'
import { SUPPORT_KINDS, supportForNeeds, type SupportKind } from '@/lib/accessibility/adaptive'
import {
  parseAccessibilitySettings,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'
import { speechSettingsFrom, type SpeechSettings } from '@/lib/speech/settings'

/**
 * What the shell's profile read brings along for accessibility: the person's stored settings
 * and, for a student, the support kinds their recorded needs call for. The needs themselves
 * (a disability code, accommodation codes) stay on the server; only support kinds go on.
 */
export const ACCESSIBILITY_EMBEDS =
  'disabilities, accommodations_needed, accessibility_settings(settings, adaptive_support, banner_dismissed, speech), profile_sensitive(primary:disability_details->>primaryDisability, primary_alt:disability_details->>primary_disability), student_accommodations!student_accommodations_student_fkey(accommodation)'

export interface AccessibilityEmbeds {
  disabilities: string[] | null
  accommodations_needed: string[] | null
  accessibility_settings: {
    settings: unknown
    adaptive_support: string[] | null
    banner_dismissed: boolean
    speech: unknown
  } | null
  profile_sensitive: { primary: string | null; primary_alt: string | null } | null
  student_accommodations: { accommodation: string }[] | null
}

export interface AccountAccessibility {
  /** The settings kept with the account; null when the person never changed any. */
  settings: AccessibilitySettings | null
  /** The support kinds already applied once (null: not yet). */
  appliedSupport: SupportKind[] | null
  /** The support kinds the student's needs call for today (empty for everyone else). */
  neededSupport: SupportKind[]
  bannerDismissed: boolean
  /** The read-aloud settings kept with the account; null when the person never changed any. */
  speech: SpeechSettings | null
}

const isSupportKind = (value: string): value is SupportKind =>
  (SUPPORT_KINDS as readonly string[]).includes(value)

/** A row made only to remember the banner or the adaptive support may hold no settings yet. */
const hasSettings = (value: unknown) =>
  !!value && typeof value === 'object' && Object.keys(value).length > 0

export function accountAccessibility(role: Role, data: AccessibilityEmbeds): AccountAccessibility {
  const row = data.accessibility_settings
  const sensitive = data.profile_sensitive
  const neededSupport =
    role === 'student'
      ? supportForNeeds({
          disabilityDetails: {
            primaryDisability: sensitive?.primary,
            primary_disability: sensitive?.primary_alt,
          },
          disabilities: data.disabilities ?? [],
          accommodations: [
            ...(data.accommodations_needed ?? []),
            ...(data.student_accommodations ?? []).map((a) => a.accommodation),
          ],
        })
      : []
  return {
    settings: row && hasSettings(row.settings) ? parseAccessibilitySettings(row.settings) : null,
    appliedSupport: row?.adaptive_support ? row.adaptive_support.filter(isSupportKind) : null,
    neededSupport,
    bannerDismissed: row?.banner_dismissed === true,
    speech: row?.speech ? speechSettingsFrom(row.speech) : null,
  }
}
