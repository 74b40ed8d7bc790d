import { expect, test } from '../support/test'
import {
  daysFromNow,
  expectNoAxeViolations,
  insertAs,
  localDateTime,
  openSignedIn,
  restRows,
  SEED,
  signedInAs,
  unique,
  USERS,
} from '../support'

test(
  'a teacher fixes a typo in a past assignment, then extends its due date, and the students are told',
  signedInAs.teacher,
  async ({ page }) => {
    const title = unique('Past asignment')
    const fixed = title.replace('asignment', 'assignment')
    // An assignment of the teacher's that fell due yesterday (made through the API: the form
    // rightly refuses a new assignment in the past).
    const row = await insertAs(USERS.teacher, 'assignments', {
      subject_id: SEED.math5A,
      title,
      due_at: daysFromNow(-1),
    })

    await openSignedIn(page, 'en', `/assignments?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Edit: ${title}` }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill(fixed)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Assignment updated', { exact: true })).toBeVisible()
    await expect(dialog).toHaveCount(0)

    await page.goto(`/assignments?q=${encodeURIComponent(fixed)}`)
    await expect(page.getByRole('rowheader', { name: fixed })).toBeVisible()
    await page.getByRole('button', { name: `Edit: ${fixed}` }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByLabel('Due date and time').fill(localDateTime(3))
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText(/^Assignment updated\. The students were told the new due date/),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Each student hears of their own date: the extended-time student's lies beyond the class's.
    const told = async (email: string) =>
      (
        await restRows(
          email,
          'notifications?select=data&kind=eq.assignment_due_changed&order=created_at.desc&limit=50',
        )
      ).find((n) => (n.data as { assignment_id: string }).assignment_id === row.id)?.data as
        { due_at: string; base_due_at: string; extended: boolean; assignment: string } | undefined
    const aino = await told(USERS.student)
    expect(aino).toMatchObject({ assignment: fixed, extended: true })
    expect(Date.parse(aino!.due_at)).toBeGreaterThan(Date.parse(aino!.base_due_at))
    // A classmate is told too, with the class's date unless extended time applies to them as well.
    const classmate = await told('student032@demo.oppi.test')
    expect(classmate).toMatchObject({ assignment: fixed })
    expect(classmate!.extended).toBe(
      Date.parse(classmate!.due_at) > Date.parse(classmate!.base_due_at),
    )
  },
)

test('a new assignment is still refused a past due date', signedInAs.teacher, async ({ page }) => {
  await openSignedIn(page, 'en', '/assignments')
  await page.getByRole('button', { name: 'New assignment' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title').fill(unique('Too late'))
  await dialog.getByLabel('Subject').selectOption({ label: 'Matematiikka 5A' })
  await dialog.getByLabel('Due date and time').fill(localDateTime(-1))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('The due date must be in the future')).toBeVisible()
})
