import { describe, expect, it } from 'vitest'
import {
  routeAnnouncement,
  type AnnouncementTexts,
  type PageOutline,
} from '@/lib/accessibility/announcement-text'

const texts: AnnouncementTexts = {
  navigated: 'Navigated to {title}',
  headings: '{count} headings: {list}.',
  oneHeading: '1 heading: {list}.',
  noHeadings: 'No headings.',
  heading: 'level {level} {text}',
  landmarks: 'Regions: {list}.',
  landmarkNames: { banner: 'header', navigation: 'navigation', main: 'main content' },
}

const outline: PageOutline = {
  title: 'Classes',
  headings: [
    { level: 1, text: 'Classes' },
    { level: 2, text: 'Active' },
    { level: 2, text: 'Archived' },
    { level: 3, text: 'Older' },
  ],
  landmarks: ['banner', 'navigation', 'main', 'navigation', 'contentinfo'],
}

describe('routeAnnouncement', () => {
  it('none says nothing at all', () => {
    expect(routeAnnouncement(outline, 'none', texts)).toBeNull()
  })

  it('low says only the page title', () => {
    expect(routeAnnouncement(outline, 'low', texts)).toBe('Navigated to Classes')
  })

  it('medium adds the heading count and the first three headings', () => {
    expect(routeAnnouncement(outline, 'medium', texts)).toBe(
      'Navigated to Classes. 4 headings: Classes, Active, Archived.',
    )
  })

  it('high gives the regions once each (unknown roles by their role name) and every heading with its level', () => {
    expect(routeAnnouncement(outline, 'high', texts)).toBe(
      'Navigated to Classes. Regions: header, navigation, main content, contentinfo. ' +
        '4 headings: level 1 Classes, level 2 Active, level 2 Archived, level 3 Older.',
    )
  })

  it('counts one heading in the singular, no headings as such, and skips empty headings', () => {
    const one = {
      ...outline,
      headings: [
        { level: 1, text: 'Bin' },
        { level: 2, text: '' },
      ],
    }
    expect(routeAnnouncement(one, 'medium', texts)).toBe('Navigated to Classes. 1 heading: Bin.')
    const none = { title: 'Empty', headings: [], landmarks: [] }
    expect(routeAnnouncement(none, 'medium', texts)).toBe('Navigated to Empty. No headings.')
    expect(routeAnnouncement(none, 'high', texts)).toBe('Navigated to Empty. No headings.')
  })
})
