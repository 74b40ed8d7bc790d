import { expect, test } from '../support/test'
import {
  API_URL,
  backendToken,
  holdRealtime,
  markPage,
  notReloaded,
  restRows,
  signIn,
  USERS,
} from '../support'

/** Oliver (student2 of 5B), whose profile no other spec changes. */
const OLIVER = '00000000-0000-4000-8000-000000000006'

async function patchOliver(body: Record<string, unknown>) {
  const { token, anon } = await backendToken(USERS.principal)
  const res = await fetch(
    `${API_URL}/rest/v1/profiles?id=eq.${OLIVER}&select=accommodations_needed`,
    {
      method: 'PATCH',
      headers: {
        apikey: anon,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    },
  )
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual([body])
}

test("an accommodation the principal adds applies on the student's open page, without a reload", async ({
  page,
}) => {
  await signIn(page, USERS.student2)
  // The page's realtime connection is held back until the change has been made.
  const release = await holdRealtime(page)
  await page.goto('/student/assignments')
  const note = page.getByText('You have extended time: the due dates below are your own.')
  await expect(note).toHaveCount(0)
  await markPage(page)

  const [{ accommodations_needed: before }] = (await restRows(
    USERS.principal,
    `profiles?id=eq.${OLIVER}&select=accommodations_needed`,
  )) as { accommodations_needed: string[] }[]
  try {
    await patchOliver({ accommodations_needed: [...before, 'extended_time'] })
    release()
    await expect(note).toBeVisible()
    expect(await notReloaded(page)).toBe(true)
  } finally {
    // Joined by now (the catch-up runs on joining): taking it away again arrives as a live change.
    await patchOliver({ accommodations_needed: before })
  }
  await expect(note).toHaveCount(0)
  expect(await notReloaded(page)).toBe(true)
})
