import { expect, test } from '../support/test'
import {
  activate,
  APP_URL,
  chooseOption,
  createClassByKeyboard,
  createSubjectByKeyboard,
  expectNoAxeViolations,
  openSignedIn,
  restRows,
  signedInAs,
  signIn,
  typeDateTime,
  typeInto,
  unique,
  USERS,
} from '../support'

// The daily flows done with the keyboard alone (Tab, Enter, typing, arrow keys). The
// others are keyboard-only in their own specs: enrolment of a new user (enrollment.spec),
// submit/update/grade (work-and-grading.spec), restore from the bin (bin.spec).

test(
  'teacher creates a class, a subject and an assignment by keyboard alone',
  signedInAs.teacher,
  async ({ page }) => {
    // Three forms filled key by key: about 26 s alone, near a minute with two workers.
    test.setTimeout(120_000)
    await openSignedIn(page)
    const className = unique('Kb class')
    await createClassByKeyboard(page, className)
    await expect(page.getByRole('rowheader', { name: className })).toBeVisible()
    const subjectName = unique('Kb subject')
    await createSubjectByKeyboard(page, subjectName, className)

    const title = unique('Kb essay')
    await page.goto('/assignments')
    await activate(page, page.getByRole('button', { name: 'New assignment' }))
    const dialog = page.getByRole('dialog')
    await typeInto(page, dialog.getByLabel('Title'), title)
    await chooseOption(page, dialog.getByLabel('Subject'), subjectName)
    await typeDateTime(page, dialog.getByLabel('Due date and time'), 3)
    await activate(page, dialog.getByRole('button', { name: 'Save' }))
    await expect(page.getByText('Assignment created')).toBeVisible()
    await expectNoAxeViolations(page)

    const [row] = await restRows(
      USERS.teacher,
      `assignments?select=title,subject:subjects!assignments_subject_fkey(name)&title=eq.${encodeURIComponent(title)}`,
    )
    expect(row).toEqual({ title, subject: { name: subjectName } })
  },
)

test('an existing student enrols through the shared link by keyboard alone', async ({ page }) => {
  // Matematiikka 6A: Oliver (5B) is not in 6A yet.
  const subject = '00000000-0000-4000-8002-000000000026'
  await signIn(page, USERS.student2, 'en', '/join-subject')
  await expectNoAxeViolations(page)
  await typeInto(
    page,
    page.getByLabel('Enrolment link or subject ID'),
    `${APP_URL}/enroll-subject?subject=${subject}`,
  )
  await page.keyboard.press('Enter')
  await expect(page.getByText('You have been enrolled in Matematiikka 6A')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto('/student/subjects')
  await expect(page.getByRole('link', { name: /Matematiikka 6A/ }).first()).toBeVisible()
})
