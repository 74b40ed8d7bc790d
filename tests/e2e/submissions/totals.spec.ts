import { expect, test } from '../support/test'
import { signInCookie } from '../../../scripts/bench/app-session'
import { anonKey, API_URL, APP_URL, backendToken, PASSWORD, SEED, USERS } from '../support'

// The submissions list takes its total from the subjects' hand-in tallies for its usual views
// and counts rows for the others: whichever way, the total in the table's caption is what
// counting the hand-ins the signed-in user sees gives, for the principal and for a teacher.

/** The total of the caption "Submissions: showing 1–25 of 1,234" (or the Finnish "… / 1 234"). */
function captionTotal(html: string): number {
  const caption = /<caption[^>]*>(.*?)<\/caption>/s.exec(html)?.[1] ?? ''
  const total = /(?:of|\/)\s*([\d,.\s\u00a0\u202f]+)\s*$/.exec(
    caption.replace(/<[^>]+>/g, '').trim(),
  )?.[1]
  expect(total, `a total in the caption "${caption}"`).toBeTruthy()
  return Number(total!.replace(/[^\d]/g, ''))
}

/** What rest/v1 counts for the user: hand-ins, optionally of one subject, graded or not. */
async function counted(email: string, filter: string) {
  const { token, anon } = await backendToken(email)
  const select =
    'select=id,assignment:assignments!assignment_submissions_assignment_fkey!inner(subject_id)'
  const res = await fetch(`${API_URL}/rest/v1/assignment_submissions?${select}${filter}`, {
    method: 'HEAD',
    headers: { apikey: anon, Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
  })
  expect(res.status).toBeLessThan(300)
  return Number(res.headers.get('content-range')!.split('/')[1])
}

const VIEWS = [
  { path: '/submissions', filter: '' },
  { path: '/submissions?status=graded', filter: '&graded_at=not.is.null' },
  { path: '/submissions?status=submitted', filter: '&graded_at=is.null' },
  {
    path: `/submissions?subject=${SEED.math5A}`,
    filter: `&assignment.subject_id=eq.${SEED.math5A}`,
  },
  {
    path: `/submissions?subject=${SEED.math5A}&status=graded`,
    filter: `&assignment.subject_id=eq.${SEED.math5A}&graded_at=not.is.null`,
  },
  // Counted rows, not tallies: a name typed.
  { path: '/submissions?q=a', filter: null },
]

for (const role of ['principal', 'teacher'] as const) {
  test(`${role}: the submissions caption's total is the count of the hand-ins they see`, async () => {
    const cookie = await signInCookie(API_URL, await anonKey(), USERS[role], PASSWORD)
    const shown = async (path: string) => {
      const res = await fetch(`${APP_URL}${path}`, { headers: { cookie }, redirect: 'manual' })
      expect(res.status, path).toBe(200)
      return captionTotal(await res.text())
    }
    for (const view of VIEWS) {
      if (view.filter === null) {
        expect(await shown(view.path), view.path).toBeGreaterThan(0)
        continue
      }
      // Other specs hand work in meanwhile: the page and the count are read again until they
      // meet, which a wrong total never does.
      const filter = view.filter
      await expect
        .poll(async () => (await shown(view.path)) - (await counted(USERS[role], filter)), {
          message: view.path,
          timeout: 15_000,
        })
        .toBe(0)
    }
    expect(await shown('/submissions')).toBeGreaterThan(0)
  })
}
