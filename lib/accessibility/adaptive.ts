import { FONT_SIZE, type AccessibilitySettings } from './settings'

/**
 * Adaptive support: what a student's recorded needs turn on in the interface, by itself, the
 * first time they sign in. The primary disability (disability_details' primaryDisability or
 * primary_disability, else the first listed disability) and the accommodations a teacher or
 * principal recorded map to support kinds, and each kind to the settings that help with it.
 * Only the support kind ever reaches the screen (the banner says "hearing support is on"),
 * never the diagnosis behind it.
 */
export const SUPPORT_KINDS = ['hearing', 'visual', 'cognitive', 'motor', 'non_verbal'] as const
export type SupportKind = (typeof SUPPORT_KINDS)[number]

export interface StudentNeeds {
  /** disability_details as stored (any JSON object, or nothing). */
  disabilityDetails: unknown
  disabilities: readonly string[]
  /** Active accommodations, from the profile's list and the formal plan. */
  accommodations: readonly string[]
}

// Keywords, checked in this order: the more specific kinds come first, so e.g. "deaf_blind"
// or "speech_language_disorder" land on their sensory or communication kind rather than on
// the broad cognitive one.
const DISABILITY_KEYWORDS: [SupportKind, RegExp][] = [
  ['hearing', /hearing|deaf|hard[ _-]?of[ _-]?hearing/],
  ['visual', /visual|vision|blind|sight/],
  ['non_verbal', /mute|non[ _-]?verbal|speech|language|communication/],
  ['motor', /motor|physical|mobility|orthopedic|cerebral/],
  [
    'cognitive',
    /cognitive|learning|autism|adhd|attention|dyslex|intellectual|brain|emotional|behaviou?ral/,
  ],
]

const ACCOMMODATION_SUPPORT: Record<string, SupportKind> = {
  screen_reader: 'visual',
  large_print: 'visual',
  sign_language_interpreter: 'hearing',
  extended_time: 'cognitive',
  reduced_distractions: 'cognitive',
  frequent_breaks: 'cognitive',
  modified_assignments: 'cognitive',
  assistive_technology: 'motor',
  oral_testing: 'non_verbal',
}

/** The disability that decides the support kind: the recorded primary one, else the first. */
export function primaryDisability(
  needs: Pick<StudentNeeds, 'disabilityDetails' | 'disabilities'>,
): string | null {
  const details = needs.disabilityDetails
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    const record = details as Record<string, unknown>
    for (const key of ['primaryDisability', 'primary_disability']) {
      const value = record[key]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
  }
  return needs.disabilities.find((d) => d.trim()) ?? null
}

/** The support kind a disability's name or code points to, by keyword; null if none fits. */
export function supportForDisability(disability: string): SupportKind | null {
  const text = disability.toLowerCase()
  return DISABILITY_KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/** Every support kind a student's needs call for, in the fixed order of SUPPORT_KINDS. */
export function supportForNeeds(needs: StudentNeeds): SupportKind[] {
  const kinds = new Set<SupportKind>()
  const primary = primaryDisability(needs)
  const fromPrimary = primary ? supportForDisability(primary) : null
  if (fromPrimary) kinds.add(fromPrimary)
  for (const accommodation of needs.accommodations) {
    const kind = ACCOMMODATION_SUPPORT[accommodation]
    if (kind) kinds.add(kind)
  }
  return SUPPORT_KINDS.filter((kind) => kinds.has(kind))
}

/** The settings a support kind turns on (on top of whatever is already on). */
export function settingsForSupport(
  kind: SupportKind,
  current: AccessibilitySettings,
): Partial<AccessibilitySettings> {
  switch (kind) {
    case 'visual':
      return {
        fontSize: Math.max(current.fontSize, 150),
        screenReaderOptimized: true,
        highContrast: true,
        focusAssistance: true,
      }
    case 'hearing':
      return { captionsEnabled: true, visualAlerts: true }
    case 'motor':
      return { largeClickTargets: true, keyboardNavigation: true }
    case 'cognitive':
      return { simplifiedInterface: true, readingAssistance: true, reducedMotion: true }
    case 'non_verbal':
      // Speaking is not how this student gives input: everything stays operable by text.
      return { voiceInput: false }
  }
}

/** The settings with every given kind of support turned on. */
export function applySupport(
  current: AccessibilitySettings,
  kinds: readonly SupportKind[],
): AccessibilitySettings {
  let next = { ...current }
  for (const kind of kinds) next = { ...next, ...settingsForSupport(kind, next) }
  next.fontSize = Math.min(next.fontSize, FONT_SIZE.max)
  return next
}
