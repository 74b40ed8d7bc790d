import { expect, test, type Page } from '../support/test'
import {
  anonKey,
  API_URL,
  expectNoAxeViolations,
  outbox,
  ownSchool,
  registerByForm,
  setLocale,
  unique,
  type OwnSchool,
} from '../support'

/**
 * A parent registers with the address the school recorded for their child. Confirmations are off
 * on this backend, so the sign-up signs in at once; the child is linked only after the parent
 * opens the link Oppi mailed to that address (here from the backend's inbox).
 */
const TEXT = {
  en: {
    parent: 'Parent',
    sent: (email: string) =>
      `We sent a link to ${email}: open it to confirm that the address is yours.`,
    verified: 'Your email address is verified. Welcome to Oppi!',
  },
  fi: {
    parent: 'Huoltaja',
    sent: (email: string) =>
      `Lähetimme osoitteeseen ${email} linkin: avaa se, niin vahvistat, että osoite on sinun.`,
    verified: 'Sähköpostiosoitteesi on vahvistettu. Tervetuloa Oppiin!',
  },
} as const

let school: OwnSchool

test.beforeAll(async () => {
  school = await ownSchool()
})

/** The principal records `email` as the student's guardian e-mail. */
async function recordGuardianEmail(email: string) {
  const res = await fetch(`${API_URL}/rest/v1/rpc/update_student_profile`, {
    method: 'POST',
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${school.principal.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ student_id: school.student.id, sensitive: { guardian_email: email } }),
  })
  expect(res.ok, `update_student_profile: ${res.status} ${await res.text()}`).toBe(true)
}

async function register(page: Page, locale: keyof typeof TEXT, email: string) {
  await page.goto('/auth?mode=register')
  await registerByForm(page, locale, {
    firstName: 'Hilkka',
    lastName: 'Huoltaja',
    email,
    role: { label: TEXT[locale].parent },
    school: school.name,
  })
}

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]
  test(`a parent registering with the recorded address is linked to the child only after opening the mailed link (${locale})`, async ({
    page,
  }) => {
    const email = `${unique(`huoltaja-${locale}`).toLowerCase()}@example.test`
    await recordGuardianEmail(email)
    await setLocale(page, locale)
    await register(page, locale, email)

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: l.sent(email) }),
    ).toBeVisible()
    // Not linked yet: the child's page has no child on it.
    await page.goto('/children')
    await expect(page.getByRole('heading', { level: 2, name: 'Onni Oppilas' })).toHaveCount(0)

    const [mail] = await outbox(email)
    expect(mail).toMatchObject({ to: email, kind: 'magiclink' })
    await page.goto(mail.link)
    await expect(page).toHaveURL(/\/dashboard\?verified=1$|\/dashboard$/)
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: l.verified })).toBeVisible()
    await page.goto('/children')
    await expect(page.getByRole('heading', { level: 2, name: 'Onni Oppilas' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
