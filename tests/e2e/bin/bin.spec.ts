import { expect, loadsNewDocument, test } from '../support/test'
import {
  activate,
  createAssignment,
  createClass,
  createClassByKeyboard,
  createSubject,
  createSubjectByKeyboard,
  expectNoAxeViolations,
  openSignedIn,
  restRows,
  searchList,
  signedInAs,
  typeInto,
  unique,
  USERS,
} from '../support'

// Each deletable kind goes to the bin and comes back identical.
test(
  'class, subject and assignment go to the bin and come back',
  signedInAs.principal,
  async ({ page }) => {
    // Three creations, three moves, three restores by keyboard (a Tab walk each) and the checks
    // between them: every step passed in 150 s on a busy machine with the last check left.
    test.setTimeout(180_000)
    await openSignedIn(page)
    const className = unique('Bin class')
    await createClass(page, className, 'Kept exactly')
    const subjectName = unique('Bin subject')
    await createSubject(page, subjectName, className)
    const title = unique('Bin assignment')
    await createAssignment(page, title, subjectName, 5)

    // The rows as the database holds them, to compare after the round trip.
    const rowsOf = async () => [
      ...(await restRows(
        USERS.principal,
        `classes?select=*&name=eq.${encodeURIComponent(className)}`,
      )),
      ...(await restRows(
        USERS.principal,
        `subjects?select=*&name=eq.${encodeURIComponent(subjectName)}`,
      )),
      ...(await restRows(
        USERS.principal,
        `assignments?select=*&title=eq.${encodeURIComponent(title)}`,
      )),
    ]
    const before = await rowsOf()
    expect(before).toHaveLength(3)

    for (const [path, label, name] of [
      ['/assignments', 'Search assignments', title],
      ['/subjects', 'Search subjects', subjectName],
      ['/classes', 'Search classes', className],
    ] as const) {
      await searchList(page, path, label, name)
      await page.getByRole('button', { name: `Move to bin: ${name}` }).click()
      await expect(page.getByText('Item moved to bin successfully')).toBeVisible()
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0)
    }
    expect(await rowsOf()).toEqual([])

    await page.goto('/bin')
    await expectNoAxeViolations(page)
    // Newest first: the class was moved last.
    const firstRow = page.getByRole('table').getByRole('rowheader').first()
    await expect(firstRow).toHaveText(className)
    // Restored by keyboard alone; a fresh load each time, so the toast seen is this one's.
    for (const name of [className, subjectName, title]) {
      await page.goto('/bin')
      await activate(page, page.getByRole('button', { name: `Restore: ${name}` }))
      await expect(page.getByText('Item restored successfully')).toBeVisible()
      await expect(page.getByRole('button', { name: `Restore: ${name}` })).toHaveCount(0)
    }
    expect(await rowsOf()).toEqual(before)

    await searchList(page, '/classes', 'Search classes', className)
    await expect(page.getByRole('rowheader', { name: className })).toBeVisible()
    await page.getByRole('button', { name: `Edit: ${className}` }).click()
    await expect(page.getByRole('dialog').getByLabel('Description')).toHaveValue('Kept exactly')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: `Edit: ${className}` })).toBeFocused()
    await searchList(page, '/subjects', 'Search subjects', subjectName)
    await expect(page.getByRole('rowheader', { name: subjectName })).toBeVisible()
    await searchList(page, '/assignments', 'Search assignments', title)
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible()
  },
)

// The same round trip by keyboard alone (Tab, Enter, Space), in this file so that it runs after
// the test above and never lands between its moves and its newest-first check. Deleting forever
// asks with the browser's own confirm: dismissing it keeps the item and focus on the button;
// accepting it removes the row and focus goes to the page heading, as after every move.
test(
  'by keyboard alone: move to the bin, restore, and delete forever through the confirm',
  signedInAs.principal,
  async ({ page }) => {
    test.setTimeout(120_000)
    await openSignedIn(page)
    const className = unique('Kb bin class')
    await createClassByKeyboard(page, className)
    const subjectName = unique('Kb bin subject')
    await createSubjectByKeyboard(page, subjectName, className)

    // Subject first (Space), then its class (Enter); after each, focus is on the page's h1.
    for (const [path, label, name, key] of [
      ['/subjects', 'Search subjects', subjectName, 'Space'],
      ['/classes', 'Search classes', className, 'Enter'],
    ] as const) {
      await page.goto(path)
      await typeInto(page, page.getByLabel(label), name)
      await loadsNewDocument(page, () => page.keyboard.press('Enter'))
      await expect(page.getByRole('rowheader', { name })).toBeVisible()
      await activate(page, page.getByRole('button', { name: `Move to bin: ${name}` }), key)
      await expect(page.getByText('Item moved to bin successfully')).toBeVisible()
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
    }
    expect(
      await restRows(USERS.principal, `classes?select=id&name=eq.${encodeURIComponent(className)}`),
    ).toEqual([])

    // The class comes back (Space); the subject is deleted forever.
    await page.goto('/bin')
    await activate(page, page.getByRole('button', { name: `Restore: ${className}` }), 'Space')
    await expect(page.getByText('Item restored successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: `Restore: ${className}` })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()

    const purge = page.getByRole('button', { name: `Delete forever: ${subjectName}` })
    const confirms: string[] = []
    page.once('dialog', (d) => {
      confirms.push(d.message())
      void d.dismiss()
    })
    await activate(page, purge)
    await expect
      .poll(() => confirms)
      .toEqual([`Delete ${subjectName} forever? This cannot be undone.`])
    await expect(purge).toBeFocused()
    await expect(page.getByRole('button', { name: `Restore: ${subjectName}` })).toBeVisible()

    page.once('dialog', (d) => {
      confirms.push(d.message())
      void d.accept()
    })
    await page.keyboard.press('Enter')
    await expect.poll(() => confirms.length).toBe(2)
    await expect(page.getByText('Item deleted forever')).toBeVisible()
    await expect(page.getByRole('button', { name: `Restore: ${subjectName}` })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
    await expectNoAxeViolations(page)

    expect(
      await restRows(
        USERS.principal,
        `classes?select=name&name=eq.${encodeURIComponent(className)}`,
      ),
    ).toEqual([{ name: className }])
    expect(
      await restRows(
        USERS.principal,
        `subjects?select=id&name=eq.${encodeURIComponent(subjectName)}`,
      ),
    ).toEqual([])
  },
)

test(
  'what stayed in the bin past the retention period is gone once a principal opens the bin',
  signedInAs.principal,
  async ({ page }) => {
    // Seed: the teacher moved a video to the bin 45 days ago; the school keeps items 30 days.
    const expired = 'deleted_items?select=id&item_id=eq.00000000-0000-4000-8004-000000000005'
    await openSignedIn(page, 'en', '/bin')
    await expect(page.getByRole('heading', { level: 1, name: 'Bin' })).toBeVisible()
    await expect(page.getByText('5A field trip to the science centre')).toHaveCount(0)
    // The teacher who deleted it sees it no more either: the row itself is deleted for good.
    expect(await restRows(USERS.teacher, expired)).toEqual([])
  },
)
