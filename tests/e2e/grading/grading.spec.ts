import { expect, test } from '../support/test'
import {
  activate,
  API_URL,
  backendToken,
  daysFromNow,
  expectNoAxeViolations,
  insertAs,
  openSignedIn,
  restRows,
  SEED,
  setLocale,
  signedInAs,
  signIn,
  STUDENTS_5A,
  typeInto,
  unique,
  USERS,
} from '../support'

// Grading: a hand-in from the student's answer to the grade and feedback she reads, the
// teacher's list and grading dialog, and the database refusing what the pages hide.

// Student submits and updates an answer; the teacher grades it (bad scores refused); the
// student sees score and feedback. Serial: each step builds on the one before, and each
// signs in its own person, so they run in the 'signed-out' project together.
test.describe('a hand-in from answer to grade', () => {
  test.describe.configure({ mode: 'serial' })

  // The assignment the student answers, graded in the next test.
  let title = ''

  test('student submits and updates an answer (keyboard only)', async ({ page }) => {
    await signIn(page, USERS.student, 'en', '/student/assignments')
    await expectNoAxeViolations(page)
    const card = page.getByRole('article').first()
    title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
    expect(title).not.toBe('')
    await activate(page, card.getByRole('button', { name: 'Hand in' }))
    await expect(
      card.getByRole('alert').filter({ hasText: 'Write your answer before sending' }),
    ).toBeVisible()
    await typeInto(page, card.getByLabel(`Your answer: ${title}`), 'First draft')
    await activate(page, card.getByRole('button', { name: 'Hand in' }))
    await expect(page.getByText('Your answer was handed in')).toBeVisible()
    await page.goto('/student/assignments?view=submitted')
    const mine = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
    await expect(mine.getByLabel(`Your answer: ${title}`)).toHaveValue('First draft')
    await typeInto(page, mine.getByLabel(`Your answer: ${title}`), 'Final answer from Aino')
    await activate(page, mine.getByRole('button', { name: 'Update answer' }))
    await expect(page.getByText('Your answer was updated')).toBeVisible()
  })

  test('teacher grades it, refusing scores outside 0..max (keyboard only)', async ({ page }) => {
    await signIn(page, USERS.teacher)
    const [assignment] = await restRows(
      USERS.teacher,
      `assignments?select=id&title=eq.${encodeURIComponent(title)}`,
    )
    await page.goto(`/submissions?status=submitted&assignment=${assignment.id}`)
    await expectNoAxeViolations(page)
    await activate(page, page.getByRole('button', { name: `Grade: Aino Mäkinen, ${title}` }))
    const dialog = page.getByRole('dialog', { name: 'Grade: Aino Mäkinen' })
    await expect(dialog.getByText('Final answer from Aino')).toBeVisible()
    await expectNoAxeViolations(page)
    const label = (await dialog.getByText(/^Score \(0–/).textContent()) ?? ''
    const max = Number(label.replace(/[^\d.]/g, ''))
    expect(max).toBeGreaterThan(0)
    const score = dialog.getByLabel(/^Score/)
    const save = dialog.getByRole('button', { name: 'Save grade' })
    await typeInto(page, score, String(max + 1))
    await activate(page, save)
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'The score cannot be above the max score' }),
    ).toBeVisible()
    await expect(score).toHaveAttribute('aria-invalid', 'true')
    await typeInto(page, score, '-1')
    await activate(page, save)
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'The score cannot be below 0' }),
    ).toBeVisible()
    // Nothing was written by the refused attempts.
    const { token, anon } = await backendToken(USERS.teacher)
    const ungraded = await fetch(
      `${API_URL}/rest/v1/assignment_submissions?select=score,graded_at,content&content=eq.${encodeURIComponent('Final answer from Aino')}`,
      { headers: { apikey: anon, Authorization: `Bearer ${token}` } },
    )
    expect(await ungraded.json()).toEqual([
      { score: null, graded_at: null, content: 'Final answer from Aino' },
    ])
    await typeInto(page, score, String(max))
    await typeInto(page, dialog.getByLabel('Feedback'), 'Erinomaista työtä, Aino!')
    await activate(page, save)
    await expect(page.getByText('Grade saved')).toBeVisible()
  })

  test('student sees score and feedback, and cannot grade their own work', async ({ page }) => {
    await signIn(page, USERS.student)
    await setLocale(page, 'fi')
    await page.goto('/student/assignments?view=graded')
    const graded = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
    await expect(graded.getByText('Palaute: Erinomaista työtä, Aino!')).toBeVisible()
    await expectNoAxeViolations(page)

    // Straight to the database as the student: RLS and the grading trigger refuse it.
    const { token, anon } = await backendToken(USERS.student)
    const headers = {
      apikey: anon,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    }
    const mine = await fetch(`${API_URL}/rest/v1/assignment_submissions?select=id,score&limit=1`, {
      headers,
    })
    const [row] = (await mine.json()) as { id: string; score: number | null }[]
    const patch = await fetch(`${API_URL}/rest/v1/assignment_submissions?id=eq.${row.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ score: 999 }),
    })
    const body = patch.ok ? ((await patch.json()) as unknown[]) : []
    expect(patch.ok ? body.length : 0).toBe(0)
    const after = await fetch(
      `${API_URL}/rest/v1/assignment_submissions?select=score&id=eq.${row.id}`,
      { headers },
    )
    expect(((await after.json()) as { score: number | null }[])[0].score).toBe(row.score)
  })
})

test('submissions filter by student name', signedInAs.teacher, async ({ page }) => {
  await openSignedIn(page, 'en', '/submissions')
  await page.getByLabel('Student name').fill('Aino')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/[?&]q=Aino/)
  const names = page.getByRole('table').getByRole('rowheader')
  await expect(names.first()).toBeVisible()
  const shown = await names.allTextContents()
  expect(shown.length).toBeGreaterThan(0)
  expect(new Set(shown)).toEqual(new Set(['Aino Mäkinen']))
  await expectNoAxeViolations(page)
})

test(
  'grade, then "Save and next" moves on to the next ungraded hand-in',
  signedInAs.teacher,
  async ({ page }) => {
    // Two hand-ins, two grades and axe inside the dialog: more than the default minute on a busy machine.
    test.setTimeout(150_000)
    const title = unique('Grading run')
    const assignment = await insertAs(USERS.teacher, 'assignments', {
      subject_id: SEED.math5A,
      title,
      due_at: daysFromNow(5),
      max_score: 10,
    })
    for (const email of STUDENTS_5A)
      await insertAs(email, 'assignment_submissions', {
        assignment_id: assignment.id,
        content: `Answer of ${email}`,
      })

    await openSignedIn(page, 'en', `/submissions?assignment=${assignment.id}`)
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: title })
    await expect(rows).toHaveCount(2)
    const [first, second] = await rows.getByRole('rowheader').allTextContents()

    await page.getByRole('button', { name: `Grade: ${first}, ${title}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: `Grade: ${first}` })).toBeVisible()
    await dialog.getByLabel(/^Score/).fill('7')
    await dialog.getByRole('button', { name: 'Save and next' }).click()
    await expect(page.getByText('Grade saved').first()).toBeVisible()
    // The same dialog, now on the next student, with the score field ready.
    await expect(dialog.getByRole('heading', { name: `Grade: ${second}` })).toBeVisible()
    await expect(dialog.getByLabel(/^Score/)).toBeFocused()
    await expect(dialog.getByLabel(/^Score/)).toHaveValue('')
    await expect(dialog.getByText('This is the last ungraded hand-in on this page.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save and next' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await dialog.getByLabel(/^Score/).fill('8')
    await dialog.getByLabel(/^Score/).press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(
      rows.filter({ hasText: first }).getByRole('cell', { name: '7 / 10' }),
    ).toBeVisible()
    await expect(
      rows.filter({ hasText: second }).getByRole('cell', { name: '8 / 10' }),
    ).toBeVisible()
  },
)

test('a student cannot submit to a subject they are not enrolled in (RLS)', async () => {
  const { token, anon } = await backendToken(USERS.student2)
  const headers = {
    apikey: anon,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  }
  // An assignment of Matematiikka 5A; Oliver is in 5B.
  const res = await fetch(`${API_URL}/rest/v1/assignment_submissions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      assignment_id: '00000000-0000-4000-8003-000000000213',
      content: 'not mine',
    }),
  })
  expect(res.status).toBeGreaterThanOrEqual(400)
})
