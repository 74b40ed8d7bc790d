import { expect, test } from '../support/test'
import {
  activate,
  API_URL,
  backendToken,
  expectNoAxeViolations,
  openSignedIn,
  signedInAs,
  signIn,
  joinsDemoSchool,
  unique,
} from '../support'

const TEXT = {
  en: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activated: 'Account activated',
    deactivated: 'Account deactivated',
    active: 'Active',
    waiting: 'Awaiting approval',
    deactivatedState: 'Deactivated',
    confirmTitle: (name: string) => `Deactivate ${name}?`,
    cancel: 'Cancel',
    people: 'People',
    approve: 'Approve',
    waitingTitle: "Waiting for your school's approval",
    dashboard: 'Dashboard',
  },
  fi: {
    activate: 'Ota käyttöön',
    deactivate: 'Poista käytöstä',
    activated: 'Tunnus otettu käyttöön',
    deactivated: 'Tunnus poistettu käytöstä',
    active: 'Käytössä',
    waiting: 'Odottaa hyväksyntää',
    deactivatedState: 'Poistettu käytöstä',
    confirmTitle: (name: string) => `Poistetaanko ${name} käytöstä?`,
    cancel: 'Peruuta',
    people: 'Jäsenet',
    approve: 'Hyväksy',
    waitingTitle: 'Odottaa koulun hyväksyntää',
    dashboard: 'Oma etusivu',
  },
} as const

// The seed's pending teacher.
test(
  'principal activates the pending teacher (keyboard only)',
  signedInAs.principal,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/teachers')
    await expectNoAxeViolations(page)
    await activate(page, page.getByRole('button', { name: /^Activate: Jussi Nieminen/ }))
    await expect(page.getByText('Account activated')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Deactivate: Jussi Nieminen/ })).toBeVisible()
  },
)

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `after Activate the keyboard focus stays on the row's button, and Deactivate asks first (${locale})`,
    signedInAs.principal,
    async ({ page }) => {
      const last = unique('Fokus').replace('-', ' ')
      await joinsDemoSchool(`${unique('fokus')}@example.test`, 'teacher', 'Tuuli', last)
      const name = `Tuuli ${last}`
      await openSignedIn(page, locale, `/teachers?q=${last}`)
      const row = page.getByRole('row').filter({ hasText: name })
      await expect(row.getByRole('cell', { name: l.waiting, exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      await activate(page, row.getByRole('button', { name: `${l.activate}: ${name}` }))
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.activated }),
      ).toBeVisible()
      const deactivate = row.getByRole('button', { name: new RegExp(`^${l.deactivate}`) })
      await expect(deactivate).toBeVisible()
      // The same control, still focused: not <body>, and the row did not move.
      await expect(deactivate).toBeFocused()
      await expect(row.getByRole('cell', { name: l.active, exact: true })).toBeVisible()

      // Deactivate asks first; Cancel changes nothing and gives the focus back.
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog', { name: l.confirmTitle(name) })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: l.cancel }).press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect(deactivate).toBeFocused()

      // Confirmed: the teacher reads "Deactivated", never "Awaiting", and focus is back on the row.
      await page.keyboard.press('Enter')
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: l.deactivate, exact: true })
        .press('Enter')
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.deactivated }),
      ).toBeVisible()
      await expect(row.getByRole('cell', { name: l.deactivatedState, exact: true })).toBeVisible()
      await expect(row.getByRole('button', { name: new RegExp(`^${l.activate}`) })).toBeFocused()
      // A deactivated teacher is not "waiting" on the dashboard.
      await page.goto('/dashboard')
      await expect(page.getByText(name)).toHaveCount(0)
    },
  )

  test(
    `a student who names an existing school sees nothing of it until the principal approves them (${locale})`,
    signedInAs.principal,
    async ({ page, browser }) => {
      // Two people in two browsers, two axe scans and the People list by keyboard: near a minute
      // with two workers.
      test.setTimeout(120_000)
      const last = unique('Odottaja').replace('-', ' ')
      const email = `${unique('odottaja')}@example.test`
      await joinsDemoSchool(email, 'student', 'Sami', last)
      const name = `Sami ${last}`

      // Through the API, as the waiting student: no class, subject, assignment, teacher or other student.
      const { token, anon } = await backendToken(email)
      for (const table of [
        'classes',
        'subjects',
        'assignments',
        'student_enrollments',
        'guardian_links',
      ]) {
        const res = await fetch(`${API_URL}/rest/v1/${table}?select=id`, {
          headers: { apikey: anon, Authorization: `Bearer ${token}` },
        })
        expect(res.status, table).toBe(200)
        expect(await res.json(), table).toEqual([])
      }
      const profiles = await fetch(`${API_URL}/rest/v1/profiles?select=id`, {
        headers: { apikey: anon, Authorization: `Bearer ${token}` },
      })
      expect(((await profiles.json()) as unknown[]).length, 'only their own profile').toBe(1)

      // In the app: the waiting page, in words that say the school must approve them.
      const studentPage = await (await browser.newContext()).newPage()
      await signIn(studentPage, email, locale)
      await expect(
        studentPage.getByRole('heading', { level: 1, name: l.waitingTitle }),
      ).toBeVisible()
      await expectNoAxeViolations(studentPage)
      await studentPage.goto('/student/classes')
      await expect(
        studentPage.getByRole('heading', { level: 1, name: l.waitingTitle }),
      ).toBeVisible()

      // The principal sees them waiting on the dashboard and approves them on the People page.
      await openSignedIn(page, locale)
      await expect(page.getByText(name)).toBeVisible()
      await page.goto('/people')
      await expect(page.getByRole('heading', { level: 1, name: l.people })).toBeVisible()
      await expectNoAxeViolations(page)
      await activate(
        page,
        page
          .getByRole('row')
          .filter({ hasText: name })
          .getByRole('button', { name: new RegExp(`^${l.approve}`) }),
      )
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.activated }),
      ).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)

      // Approved: the same session now opens the student's pages.
      await studentPage.goto('/dashboard')
      await expect(studentPage.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible()
      await studentPage.context().close()
    },
  )
}
