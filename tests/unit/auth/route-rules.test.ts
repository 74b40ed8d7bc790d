import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { AUDIENCES, decide, ruleForPath, ROUTE_RULES } from '@/lib/auth/route-rules'
import { deniedRoles } from '@/lib/auth/access-message'

describe('route table', () => {
  it.each([
    ['/', 'public'],
    ['/home', 'public'],
    ['/auth', 'public'],
    ['/videos', 'public'],
    ['/video/abc', 'public'],
    ['/accessibility-statement', 'public'],
    ['/enroll-subject', 'public'],
  ])('%s is public', (path) => {
    expect(ruleForPath(path)).toEqual({ kind: 'public' })
  })

  it('unknown paths have no rule (not-found page)', () => {
    expect(ruleForPath('/nope')).toBeNull()
    expect(ruleForPath('/classes/extra/more')).toBeNull()
    expect(decide('/classes/some-id', 'student')).toEqual({
      action: 'deny',
      allowed: ['principal', 'teacher'],
    })
    expect(ruleForPath('/video')).toBeNull()
  })

  it('/videos/manage is staff-only although /videos is public', () => {
    expect(decide('/videos/manage', 'student')).toEqual({
      action: 'deny',
      allowed: ['principal', 'teacher'],
    })
    expect(decide('/videos', null)).toEqual({ action: 'allow' })
  })

  it('sends visitors without a session to sign in on every guarded route', () => {
    for (const [pattern, access] of ROUTE_RULES) {
      if (access.kind === 'public') continue
      const path = pattern.replace(/\[[^\]]+\]/g, 'x1')
      expect(decide(path, null), path).toEqual({ action: 'sign-in' })
    }
  })

  it.each([
    ['/insights', ['principal', 'teacher', 'student', 'parent']],
    ['/bin', ['principal', 'teacher']],
    ['/teachers', ['principal']],
    ['/people', ['principal']],
    ['/auth/accept', ['principal', 'teacher', 'student', 'parent']],
    ['/teacher/123', ['principal', 'teacher']],
    ['/student/subjects/9', ['student']],
    ['/join-subject', ['student']],
    ['/notifications/5', ['principal', 'teacher', 'student', 'parent']],
  ] as const)('%s allows exactly %j', (path, allowed) => {
    for (const role of ['principal', 'teacher', 'student', 'parent'] as const) {
      expect(decide(path, role).action, `${path} as ${role}`).toBe(
        (allowed as readonly string[]).includes(role) ? 'allow' : 'deny',
      )
    }
  })

  it('a session without an app role is left to the server layout', () => {
    expect(decide('/teachers', 'unknown')).toEqual({ action: 'allow' })
  })

  it('deniedRoles reads only guarded same-origin paths', () => {
    expect(deniedRoles('/teachers')).toEqual(['principal'])
    expect(deniedRoles(['/bin', '/x'])).toEqual(['principal', 'teacher'])
    expect(deniedRoles('/auth')).toBeNull()
    expect(deniedRoles('//evil.example/teachers')).toBeNull()
    expect(deniedRoles('https://evil.example/teachers')).toBeNull()
    expect(deniedRoles(undefined)).toBeNull()
  })
})

describe('route groups and the route table', () => {
  // Each signed-in page lives in the route group of its audience (app/(app)/(staff)/…), whose
  // layout checks that audience: the folder and the table must agree, and every page must
  // have a rule, or the proxy and the layout would decide differently.
  const pages = readdirSync('app', { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|\/)page\.tsx$/.test(file),
  )
  const urlOf = (file: string) =>
    '/' +
    file
      .split('/')
      .slice(0, -1)
      .filter((part) => !/^\(.*\)$/.test(part))
      .join('/')

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20)
  })

  it.each(pages.map((file) => [file]))('%s has a rule matching its group', (file) => {
    const rule = ruleForPath(urlOf(file).replace(/\[[^\]]+\]/g, 'x1'))
    expect(rule, file).not.toBeNull()
    const group = file
      .split('/')
      .find((part) => /^\((everyone|staff|principal|student|parent)\)$/.test(part))
    if (file.startsWith('(app)/')) {
      expect(group, `${file} sits in an audience group`).toBeDefined()
      expect(rule).toMatchObject({ kind: 'signed-in', audience: group!.slice(1, -1) })
    } else if (rule!.kind === 'signed-in') {
      // Outside the shell (join-subject): its own layout checks the same audience.
      const layout = readFileSync(`app/${file.split('/')[0]}/layout.tsx`, 'utf8')
      expect(layout).toContain(`requireAudience('${rule!.audience}')`)
    }
  })

  it('each audience group layout checks its own audience', () => {
    for (const audience of Object.keys(AUDIENCES)) {
      expect(readFileSync(`app/(app)/(${audience})/layout.tsx`, 'utf8')).toContain(
        `roleLayout('${audience}')`,
      )
    }
  })
})
