import { describe, expect, it } from 'vitest'
import { activeHref, bellName, formatBadgeCount, menuForRole } from '@/lib/navigation/menus'
import { decide } from '@/lib/auth/route-rules'
import { ROLES } from '@/lib/auth/roles'

/** The entries a principal and a teacher share, in the menu's order, after their own. */
const STAFF_WORK = [
  '/classes',
  '/students',
  '/subjects',
  '/videos/manage',
  '/assignments',
  '/submissions',
  '/bin',
]

describe('role menus', () => {
  it('gives each role exactly its entries', () => {
    expect(menuForRole('principal').map((i) => i.href)).toEqual([
      '/dashboard',
      '/messages',
      '/videos',
      '/insights',
      '/people',
      '/teachers',
      ...STAFF_WORK,
    ])
    expect(menuForRole('teacher').map((i) => i.href)).toEqual([
      '/dashboard',
      '/messages',
      '/videos',
      '/insights',
      ...STAFF_WORK,
    ])
    expect(menuForRole('student').map((i) => i.href)).toEqual([
      '/dashboard',
      '/messages',
      '/videos',
      '/insights',
      '/student/classes',
      '/student/subjects',
      '/student/assignments',
      '/announcements',
      '/student/access-log',
    ])
    expect(menuForRole('parent').map((i) => i.href)).toEqual([
      '/dashboard',
      '/messages',
      '/videos',
      '/insights',
      '/children',
      '/announcements',
      '/children/access-log',
      '/notifications',
    ])
  })

  it('labels the teacher class entry "my classes"', () => {
    expect(menuForRole('teacher').find((i) => i.href === '/classes')?.label).toBe('myClasses')
  })

  it('never links a role to a page the gate would refuse it', () => {
    for (const role of ROLES) {
      for (const item of menuForRole(role))
        expect(decide(item.href, role).action, `${role} ${item.href}`).toBe('allow')
    }
  })

  it('marks the longest matching entry as current', () => {
    const items = menuForRole('teacher')
    expect(activeHref(items, '/videos/manage')).toBe('/videos/manage')
    expect(activeHref(items, '/videos')).toBe('/videos')
    expect(activeHref(items, '/classes')).toBe('/classes')
    expect(activeHref(items, '/settings')).toBeNull()
  })
})

describe('notification badge', () => {
  it.each([
    [0, null],
    [null, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%j → %j', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text)
  })
})

describe("the bell's name", () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key} ${values.count}` : key
  it.each([
    [null, 'bell.label'],
    [0, 'bell.unreadNone'],
    [1, 'bell.unreadOne'],
    [9, 'bell.unreadMany 9'],
    // The badge shows 9+: the name says the same, so the visible label is part of it.
    [12, 'bell.unreadMany 9+'],
  ])('%j → %j', (count, name) => {
    expect(bellName(t, count)).toBe(name)
  })
})
