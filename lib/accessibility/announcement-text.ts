import type { AnnouncementLevel } from '@/lib/accessibility/settings'
import { fillPlaceholders as fill } from '@/lib/i18n/fill'
import type { KeyIn, TranslateIn } from '@/lib/i18n/message-keys'

/** The page regions a screen reader can be told about, each with its name in the messages. */
export type LandmarkRole = KeyIn<'accessibilityPanel.announcements.landmarkNames'>

/**
 * What a screen reader hears after moving to another page, by announcement level:
 *   none   – nothing
 *   low    – the page title
 *   medium – the title, then how many headings the page has and the first few of them
 *   high   – the title, the page's regions (landmarks), then every heading with its level
 */
export interface PageOutline {
  title: string
  headings: { level: number; text: string }[]
  /** Landmark roles in page order: banner, navigation, main, complementary, contentinfo, … */
  landmarks: string[]
}

export interface AnnouncementTexts {
  /** "Navigated to {title}" */
  navigated: string
  /** "{count} headings: {list}." */
  headings: string
  /** "1 heading: {list}." */
  oneHeading: string
  noHeadings: string
  /** "level {level} {text}" */
  heading: string
  /** "Regions: {list}." */
  landmarks: string
  landmarkNames: Record<string, string>
}

/**
 * The announcement texts in the reader's language, from the `accessibilityPanel` messages (`t`)
 * and the "Navigated to {title}" template. They are templates: asked for without values, they
 * keep their placeholders (`useT` leaves a placeholder without a value as it is, compiled or
 * not), which are filled in below once the page's outline is known.
 */
export function announcementTexts(
  t: TranslateIn<'accessibilityPanel'>,
  navigated: string,
  landmarkRoles: readonly LandmarkRole[],
): AnnouncementTexts {
  return {
    navigated,
    headings: t('announcements.headings'),
    oneHeading: t('announcements.oneHeading'),
    noHeadings: t('announcements.noHeadings'),
    heading: t('announcements.heading'),
    landmarks: t('announcements.landmarks'),
    landmarkNames: Object.fromEntries(
      landmarkRoles.map((role) => [role, t(`announcements.landmarkNames.${role}`)]),
    ),
  }
}

/** At medium, only the first few headings are read: enough to know the page, short enough to listen to. */
export const MEDIUM_HEADINGS = 3

function headingSummary(
  headings: PageOutline['headings'],
  texts: AnnouncementTexts,
  list: string[],
): string {
  if (headings.length === 0) return texts.noHeadings
  const template = headings.length === 1 ? texts.oneHeading : texts.headings
  return fill(template, { count: headings.length, list: list.join(', ') })
}

export function routeAnnouncement(
  outline: PageOutline,
  level: AnnouncementLevel,
  texts: AnnouncementTexts,
): string | null {
  if (level === 'none') return null
  const title = fill(texts.navigated, { title: outline.title })
  if (level === 'low') return title
  const headings = outline.headings.filter((h) => h.text)
  if (level === 'medium') {
    return `${title}. ${headingSummary(
      headings,
      texts,
      headings.slice(0, MEDIUM_HEADINGS).map((h) => h.text),
    )}`
  }
  const landmarks = [...new Set(outline.landmarks)].map((role) => texts.landmarkNames[role] ?? role)
  const parts = [title + '.']
  if (landmarks.length) parts.push(fill(texts.landmarks, { list: landmarks.join(', ') }))
  parts.push(
    headingSummary(
      headings,
      texts,
      headings.map((h) => fill(texts.heading, { level: h.level, text: h.text })),
    ),
  )
  return parts.join(' ')
}
