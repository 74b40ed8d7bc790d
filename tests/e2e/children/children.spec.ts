import { expect, test, type Locator, type Page } from '../support/test'
import { activate, expectNoAxeViolations, signIn, tabTo } from '../support'
import { family, type Family } from './family'

/**
 * A parent with two children, by keyboard alone: the menu leads to their children, the
 * switcher keeps the chosen child in the address and says who is shown, and each child's
 * work, grades, support and notifications are there; the access log names who viewed the
 * child's sensitive data. axe on every view, in English and in Finnish.
 */
let home: Family

test.beforeAll(async () => {
  home = await family()
})

const table = (page: Page, caption: RegExp) => page.getByRole('table', { name: caption })

/**
 * The access log's row for the principal's reads of the child's sensitive data: her role, a
 * time, and the fields she read, in the page's language.
 */
const expectPrincipalsRead = (scope: Page | Locator, role: string, fields: string) =>
  expect(scope.getByRole('row', { name: /Riikka Rehtori/ }).getByRole('cell')).toHaveText([
    role,
    /\d/,
    fields,
  ])

/** A child's link in the parent's child switcher. */
const childLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Choose a child' }).getByRole('link', { name })

test('a parent switches between two children and sees each one’s work, grades, support and notifications (en)', async ({
  page,
}) => {
  const { parent, student, second, assignment, feedback } = home
  await signIn(page, parent.email)

  await test.step('the menu leads to the children, the first child by name', async () => {
    await activate(
      page,
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My children' }),
    )
    await expect(page).toHaveURL(/\/children$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My children')
    await expect(page.getByRole('heading', { level: 2, name: 'Onni Oppilas' })).toBeVisible()
    const switcher = page.getByRole('navigation', { name: 'Choose a child' })
    await expect(switcher.getByRole('link')).toHaveText(['Onni Oppilas', 'Ville Oppilas'])
    await expect(childLink(page, 'Onni Oppilas')).toHaveAttribute('aria-current', 'page')
  })

  await test.step('work with status, grade and feedback; grades over time; support in plain words; notifications', async () => {
    const work = table(page, /Onni Oppilas's assignments/)
    const row = work.getByRole('row', { name: new RegExp(assignment.title) })
    await expect(row.getByRole('cell')).toHaveText([
      /Biologia/,
      /Due/,
      'Graded',
      '8 / 10',
      feedback,
    ])
    await expect(row.getByRole('cell').last()).toHaveAttribute('lang', 'fi')
    await expect(
      page.getByText('1 graded piece of work, on average 80% of the maximum.'),
    ).toBeVisible()
    await expect(
      table(page, /Onni Oppilas's grades/).getByRole('row', { name: new RegExp(assignment.title) }),
    ).toContainText('80%')
    await expect(page.getByText('Allow 50% more time on assignments and tests')).toBeVisible()
    const notifications = page.getByRole('region', { name: 'Notifications' })
    await expect(
      notifications.getByRole('link', { name: `Graded: ${assignment.title}` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: "Onni Oppilas's insight record" })).toHaveAttribute(
      'href',
      `/insights?student=${student.id}`,
    )
    await expectNoAxeViolations(page)
  })

  await test.step('the switcher, by keyboard, shows the second child and says so', async () => {
    await activate(page, childLink(page, 'Ville Oppilas'))
    await expect(page).toHaveURL(new RegExp(`/children\\?child=${second.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Ville Oppilas' })).toBeVisible()
    await expect(page.locator('#a11y-status')).toHaveText('Now showing Ville Oppilas')
    await expect(page.getByText('Ville Oppilas has no graded work yet.')).toBeVisible()
    await expect(page.getByText('No accommodations are recorded for Ville Oppilas.')).toBeVisible()
    await expect(page.getByText('No notifications about Ville Oppilas yet.')).toBeVisible()
    // Nothing of Onni's is on Ville's view.
    await expect(page.getByText(feedback)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  await test.step('back to Onni, then who viewed his sensitive data', async () => {
    await activate(page, childLink(page, 'Onni Oppilas'))
    await expect(page.getByRole('heading', { level: 2, name: 'Onni Oppilas' })).toBeVisible()
    await activate(
      page,
      page.getByRole('link', { name: "Who has viewed Onni Oppilas's sensitive data" }),
    )
    await expect(page).toHaveURL(new RegExp(`/children/access-log\\?child=${student.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who viewed sensitive data')
    await expectPrincipalsRead(
      table(page, /Views of Onni Oppilas's sensitive data/),
      'Principal',
      'medical information, notes',
    )
    await expectNoAxeViolations(page)
  })

  await test.step('a child who is not the parent’s is not found', async () => {
    await page.goto(`/children?child=${home.teacher.id}`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My children')
    await expect(page.getByText('Onni Oppilas')).toHaveCount(0)
  })
})

test('the parent’s screens in Finnish, with the second child chosen in the address (fi)', async ({
  page,
}) => {
  const { parent, student, second } = home
  await signIn(page, parent.email, 'fi')

  await test.step('the access log in Finnish', async () => {
    await page.goto(`/children/access-log?child=${student.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kuka on katsonut arkaluonteisia tietoja',
    )
    await expectPrincipalsRead(page, 'Rehtori', 'terveystiedot, muistiinpanot')
    await expectNoAxeViolations(page)
  })

  await test.step('the second child from the address, and the menu entry marked current', async () => {
    await page.goto(`/children?child=${second.id}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Ville Oppilas' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Valitse lapsi' })
        .getByRole('link', { name: 'Ville Oppilas' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Ville Oppilas: ei vielä arvioituja tehtäviä.')).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: 'Oppimisen tilannekuva – Ville Oppilas' }))
    await expectNoAxeViolations(page)
  })
})
