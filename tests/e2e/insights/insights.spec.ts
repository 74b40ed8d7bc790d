import { expect, loadsNewDocument, test, type Page } from '../support/test'
import { activate, expectNoAxeViolations, openSignedIn, signedInAs, typeInto } from '../support'

/**
 * Insights on the demo school, read only, by keyboard alone: the principal searches the
 * students, opens one record (level, reasons, figures, the trend with its table), and switches
 * to classes; a student, in Finnish, sees their own record and no one else's, and a parent their
 * children's, each in supportive words rather than the staff's levels. axe on each view.
 */

/** The record sections on the insights page of a student or parent: one per student shown. */
const recordSections = (page: Page) => page.locator('main section[aria-labelledby^="record-"]')

test(
  'en: the principal searches students, opens a record with its trend table, and views classes',
  signedInAs.principal,
  async ({ page }) => {
    // Three views of a 240-student school, each reached by Tab: more than one page's time.
    test.setTimeout(150_000)
    await openSignedIn(page, 'en', '/insights')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights')

    await test.step('a search by name keeps only the matching students', async () => {
      await typeInto(page, page.getByLabel('Search by name'), 'Mäkinen')
      await loadsNewDocument(page, () => page.keyboard.press('Enter'))
      await expect(page).toHaveURL(/q=M%C3%A4kinen|q=Mäkinen/)
      const names = page.getByRole('table', { name: /^Insights: showing/ }).getByRole('rowheader')
      await expect(names.filter({ hasText: 'Aino Mäkinen' })).toHaveCount(1)
      for (const name of await names.allTextContents()) expect(name).toContain('Mäkinen')
      await expectNoAxeViolations(page)
    })

    await test.step('a record: level and why, the figures, and the trend as a table by keyboard', async () => {
      await activate(page, page.getByRole('link', { name: 'Aino Mäkinen' }))
      await expect(page).toHaveURL(/\/insights\?student=/)
      const record = page.getByRole('region', { name: 'Aino Mäkinen' })
      await expect(record.getByRole('heading', { level: 3 }).first()).toBeVisible()
      const table = record.getByRole('table', { name: 'Week by week' })
      await expect(table).toBeHidden()
      await activate(page, record.getByText('Show the figures as a table'))
      await expect(table).toBeVisible()
      // A header row and one row a week, each week named.
      await expect(table.getByRole('row')).toHaveCount(7)
      await expect(table.getByRole('rowheader').first()).not.toHaveText('')
      await expectNoAxeViolations(page)
    })

    await test.step('the classes view pools each class’s students', async () => {
      await page.goto('/insights')
      await activate(
        page,
        page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Classes' }),
      )
      await expect(page).toHaveURL(/view=classes/)
      await expect(
        page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Classes' }),
      ).toHaveAttribute('aria-current', 'page')
      await expect(
        page
          .getByRole('table', { name: /^Insights: showing/ })
          .getByRole('rowheader', { name: '5A', exact: true }),
      ).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  },
)

test(
  'fi: a student sees their own record only, with the trend table',
  signedInAs.student,
  async ({ page }) => {
    await openSignedIn(page, 'fi', '/insights')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilannekuva')
    const records = recordSections(page)
    await expect(records).toHaveCount(1)
    await expect(records.getByRole('heading', { level: 2 })).toHaveText('Aino Mäkinen')
    // All her work is handed in on time: on track, in her own words, whatever her active weeks.
    await expect(records.locator('[data-risk]')).toHaveText('Hyvällä mallilla')
    await expect(records.getByText('Hyvin menee, jatka samaan malliin!')).toBeVisible()
    await activate(page, page.getByText('Näytä luvut taulukkona'))
    await expect(page.getByRole('table', { name: 'Viikoittain' })).toBeVisible()
    await expectNoAxeViolations(page)
  },
)

test(
  'en: a parent reads each child’s record in supportive words',
  signedInAs.parent,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/insights')
    const records = recordSections(page)
    await expect(records.first()).toBeVisible()
    const aino = records.filter({ has: page.getByRole('heading', { name: 'Aino Mäkinen' }) })
    await expect(aino.locator('[data-risk]')).toHaveText('On track')
    await expect(
      aino.getByText("Here is how your child's studies are going.", { exact: false }),
    ).toBeVisible()
    // The staff's words for a level never reach a parent.
    await expect(page.getByText(/Needs support now|Worth a closer look/)).toHaveCount(0)
    await expectNoAxeViolations(page)
  },
)
