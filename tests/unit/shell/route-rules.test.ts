import { describe, expect, it } from 'vitest'
import { decide, ruleForPath, ROUTE_RULES } from '@/lib/auth/route-rules'
import { deniedRoles } from '@/lib/auth/access-message'

describe('route table (spec §2 with issue 4 readings)', () => {
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
    expect(ruleForPath('/classes/extra')).toBeNull()
    expect(ruleForPath('/video')).toBeNull()
  })

  it('/videos/manage is staff-only although /videos is public', () => {
    expect(decide('/videos/manage', 'student')).toEqual({ action: 'deny', allowed: ['principal', 'teacher'] })
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
