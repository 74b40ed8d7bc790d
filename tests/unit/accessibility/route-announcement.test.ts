import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { interpolate, lookup } from '@/components/i18n/client-messages'
import {
  announcementTexts,
  routeAnnouncement,
  type PageOutline,
} from '@/lib/accessibility/announcement-text'
import type { MessageTree } from '@/lib/i18n/pick'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'

/**
 * What a screen reader hears after a page change, built from the messages as the app's build
 * delivers them to the browser (compiled), through the same lookup and formatter as `useT`.
 */

/** A messages tree compiled as the build compiles it: every message through icu-minify. */
function compiled(tree: Record<string, unknown>): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compiled(value as Record<string, unknown>),
    ]),
  )
}

/** `useT('accessibilityPanel')` over compiled messages, in `locale`. */
function translator(messages: MessageTree, locale: string) {
  return (key: string, values?: Record<string, string | number>) =>
    interpolate(lookup(messages, `accessibilityPanel.${key}`)!, values, locale)
}

const OUTLINE: PageOutline = {
  title: 'Insights',
  headings: [
    { level: 1, text: 'Insights' },
    { level: 2, text: 'Students' },
  ],
  landmarks: ['banner', 'navigation', 'main'],
}

describe('route announcements from compiled messages', () => {
  it('en: every placeholder is filled in at each level', () => {
    const texts = announcementTexts(translator(compiled(en), 'en'), '{title} page opened', [
      'banner',
      'navigation',
      'main',
    ])
    expect(routeAnnouncement(OUTLINE, 'low', texts)).toBe('Insights page opened')
    expect(routeAnnouncement(OUTLINE, 'medium', texts)).toBe(
      'Insights page opened. 2 headings: Insights, Students.',
    )
    expect(routeAnnouncement(OUTLINE, 'high', texts)).toBe(
      'Insights page opened. Regions: header, navigation, main content. 2 headings: level 1 Insights, level 2 Students.',
    )
    expect(
      routeAnnouncement({ ...OUTLINE, headings: [OUTLINE.headings[0]] }, 'medium', texts),
    ).toBe('Insights page opened. 1 heading: Insights.')
  })

  it('fi: the same, in Finnish', () => {
    const texts = announcementTexts(translator(compiled(fi), 'fi'), 'Avattiin sivu {title}', [
      'banner',
      'navigation',
      'main',
    ])
    expect(routeAnnouncement(OUTLINE, 'high', texts)).toBe(
      'Avattiin sivu Insights. Alueet: ylätunniste, navigointi, pääsisältö. 2 otsikkoa: taso 1 Insights, taso 2 Students.',
    )
  })

  it('a value a caller leaves out keeps its placeholder, compiled as written', () => {
    const message = '{count} headings: {list}.'
    expect(interpolate(compile(message), { list: 'A' })).toBe('{count} headings: A.')
    expect(interpolate(message, { list: 'A' })).toBe('{count} headings: A.')
  })
})
