import { API_URL } from '../env'
import { expect, test } from '@playwright/test'
import { backendToken, expectNoAxeViolations, setLocale, signIn, USERS } from './helpers'

// Student submits and updates an answer; the teacher grades it (bad scores refused); the
// student sees score and feedback. Serial: each step builds on the one before.
test.describe.configure({ mode: 'serial' })

test('student submits and updates an answer', async ({ page }) => {
  await signIn(page, USERS.student)
  await page.goto('/student/assignments')
  await expectNoAxeViolations(page)
  const card = page.getByRole('article').first()
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
  await card.getByRole('button', { name: 'Hand in' }).click()
  await expect(card.getByRole('alert').filter({ hasText: 'Write your answer before sending' })).toBeVisible()
  await card.getByLabel(`Your answer: ${title}`).fill('First draft')
  await card.getByRole('button', { name: 'Hand in' }).click()
  await expect(page.getByText('Your answer was handed in')).toBeVisible()
  await page.goto('/student/assignments?view=submitted')
  const mine = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  await mine.getByLabel(`Your answer: ${title}`).fill('Final answer from Aino')
  await mine.getByRole('button', { name: 'Update answer' }).click()
  await expect(page.getByText('Your answer was updated')).toBeVisible()
})

test('teacher grades it, refusing scores outside 0..max', async ({ page }) => {
  await signIn(page, USERS.teacher)
  await page.goto('/submissions?status=submitted')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^Grade the work of Aino/ }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Final answer from Aino')).toBeVisible()
  const label = (await dialog.getByText(/^Score \(0–/).textContent()) ?? ''
  const max = Number(label.replace(/[^\d.]/g, ''))
  await dialog.getByLabel(/^Score/).fill(String(max + 1))
  await dialog.getByRole('button', { name: 'Save grade' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'The score cannot be above the max score' })).toBeVisible()
  await dialog.getByLabel(/^Score/).fill('-1')
  await dialog.getByRole('button', { name: 'Save grade' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'The score cannot be below 0' })).toBeVisible()
  await dialog.getByLabel(/^Score/).fill(String(max))
  await dialog.getByLabel('Feedback').fill('Erinomaista työtä, Aino!')
  await dialog.getByRole('button', { name: 'Save grade' }).click()
  await expect(page.getByText('Grade saved')).toBeVisible()
})

test('student sees score and feedback, and cannot grade their own work', async ({ page }) => {
  await signIn(page, USERS.student)
  await setLocale(page, 'fi')
  await page.goto('/student/assignments?view=graded')
  await expect(page.getByText('Palaute: Erinomaista työtä, Aino!')).toBeVisible()
  await expectNoAxeViolations(page)

  // Straight to the database as the student: RLS and the grading trigger refuse it.
  const { token, anon } = await backendToken(USERS.student)
  const headers = { apikey: anon, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' }
  const mine = await fetch(`${API_URL}/rest/v1/assignment_submissions?select=id,score&limit=1`, { headers })
  const [row] = (await mine.json()) as { id: string; score: number | null }[]
  const patch = await fetch(`${API_URL}/rest/v1/assignment_submissions?id=eq.${row.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ score: 999 }),
  })
  const body = patch.ok ? ((await patch.json()) as unknown[]) : []
  expect(patch.ok ? body.length : 0).toBe(0)
  const after = await fetch(`${API_URL}/rest/v1/assignment_submissions?select=score&id=eq.${row.id}`, { headers })
  expect(((await after.json()) as { score: number | null }[])[0].score).toBe(row.score)
})

test('a student cannot submit to a subject they are not enrolled in (RLS)', async () => {
  const { token, anon } = await backendToken(USERS.student2)
  const headers = { apikey: anon, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  // An assignment of Matematiikka 5A; Oliver is in 5B.
  const res = await fetch(`${API_URL}/rest/v1/assignment_submissions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ assignment_id: '00000000-0000-4000-8003-000000000213', content: 'not mine' }),
  })
  expect(res.status).toBeGreaterThanOrEqual(400)
})
