import { expect, test } from '../support/test'
import { signInCookie } from '../../../scripts/bench/app-session'
import { PAGES as MEASURED } from '../../../scripts/bench/pages'
import { anonKey, API_URL, APP_URL, PASSWORD, USERS } from '../support'

// Each page the page benchmarks measure (every list page, each role's dashboard and insights),
// and a few other views of them, renders with at most 3 requests to supabase/local
// (a parent's dashboard too, whatever the number of children). Its own
// Playwright project runs this after every other spec (playwright.config.ts), so the request
// log holds only this render's requests. One server render is one document request; a
// browser would add route prefetches that are not part of the render.
const BUDGET = 3
const PAGES = {
  principal: MEASURED.principal,
  teacher: [...MEASURED.teacher, '/notifications?filter=unread'],
  student: [...MEASURED.student, '/student/assignments?view=graded', '/notifications'],
  parent: MEASURED.parent,
}

const requestLog = `${API_URL}/__local/requests`

for (const [role, pages] of Object.entries(PAGES) as [keyof typeof PAGES, readonly string[]][]) {
  test(`${role}: every list page and the dashboard render with at most ${BUDGET} backend requests`, async () => {
    const cookie = await signInCookie(API_URL, await anonKey(), USERS[role], PASSWORD)
    const render = async (path: string) => {
      const res = await fetch(`${APP_URL}${path}`, { headers: { cookie }, redirect: 'manual' })
      const html = await res.text()
      expect(res.status, `${role} ${path}`).toBe(200)
      expect(html, `${role} ${path} rendered its page`).toContain('<h1')
    }
    // Once, so one-off work (the signing keys the app caches) is not counted against a page.
    await render('/dashboard')
    for (const path of pages) {
      expect((await fetch(requestLog, { method: 'DELETE' })).status).toBe(204)
      await render(path)
      const log = (await (await fetch(requestLog)).json()) as { method: string; path: string }[]
      const seen = log.map((l) => `${l.method} ${l.path}`)
      expect(seen.length, `${role} ${path}: ${seen.join(', ')}`).toBeGreaterThan(0)
      expect(seen.length, `${role} ${path}: ${seen.join(', ')}`).toBeLessThanOrEqual(BUDGET)
    }
  })
}
