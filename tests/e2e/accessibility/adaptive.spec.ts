import { expect, test, type Page } from '../support/test'
import { e2eAppEnv } from '../../../scripts/local-env'
import { activate, API_URL, expectNoAxeViolations, signIn, signInWithForm } from '../support'

/**
 * Adaptive support on the demo school's own students: for one seeded student of each support
 * kind (found by their recorded disability), the first sign-in turns that support on by itself
 * (asserted on <html>'s attributes, which the styles key off) and a banner names the support,
 * never the diagnosis. Closing the banner is kept with the account. Each student's stored
 * settings are cleared first, so every run is a first sign-in.
 */

type Kind = {
  kind: string
  disability: string
  on: string[]
  off?: string[]
  banner: { en: string; fi: string }
}

const KINDS: Kind[] = [
  {
    kind: 'hearing',
    disability: 'hearing_impairment',
    on: ['data-a11y-captions-enabled', 'data-a11y-visual-alerts'],
    banner: {
      en: 'Hearing support: captions and visual alerts',
      fi: 'Kuulemisen tuki: tekstitys ja näkyvät hälytykset',
    },
  },
  {
    kind: 'visual',
    disability: 'visual_impairment',
    on: [
      'data-a11y-high-contrast',
      'data-a11y-screen-reader-optimized',
      'data-a11y-focus-assistance',
    ],
    banner: { en: 'Vision support:', fi: 'Näkemisen tuki:' },
  },
  {
    kind: 'cognitive',
    disability: 'learning_disability',
    on: [
      'data-a11y-simplified-interface',
      'data-a11y-reading-assistance',
      'data-a11y-reduced-motion',
    ],
    banner: { en: 'Focus support:', fi: 'Keskittymisen tuki:' },
  },
  {
    kind: 'motor',
    disability: 'physical_disability',
    on: ['data-a11y-large-click-targets', 'data-a11y-keyboard-navigation'],
    banner: { en: 'Movement support:', fi: 'Liikkumisen tuki:' },
  },
  {
    kind: 'non_verbal',
    disability: 'speech_language_disorder',
    on: [],
    off: ['data-a11y-voice-input'],
    banner: { en: 'Communication support:', fi: 'Viestinnän tuki:' },
  },
]

/** rest/v1 as the service role: finding students by a special-category field is not a user's query. */
async function service(pathAndQuery: string, method = 'GET') {
  const key = (await e2eAppEnv()).SUPABASE_SERVICE_ROLE_KEY
  const res = await fetch(`${API_URL}/rest/v1/${pathAndQuery}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  expect(res.ok, `${method} ${pathAndQuery}: ${res.status}`).toBe(true)
  return method === 'GET' ? ((await res.json()) as { id: string; email: string }[]) : []
}

/** A generated demo student (student001…student240) with this disability, stored settings cleared. */
async function freshStudent(disability: string) {
  const rows = await service(
    `profiles?select=id,email&role=eq.student&disabilities=cs.{${disability}}&order=email`,
  )
  const student = rows.find((r) => /^student\d{3}@demo\.oppi\.test$/.test(r.email))
  expect(student, `a seeded student with ${disability}`).toBeTruthy()
  await service(`accessibility_settings?profile_id=eq.${student!.id}`, 'DELETE')
  return student!
}

const banner = (page: Page) => page.getByTestId('adaptive-banner')

async function expectSupport(page: Page, k: Kind) {
  const html = page.locator('html')
  for (const attribute of k.on)
    await expect(html, `${k.kind}: ${attribute}`).toHaveAttribute(attribute, '')
  for (const attribute of k.off ?? [])
    await expect(html, `${k.kind}: no ${attribute}`).not.toHaveAttribute(attribute)
}

for (const k of KINDS) {
  test(`${k.kind}: the first sign-in turns the support on and the banner names it`, async ({
    page,
  }) => {
    const student = await freshStudent(k.disability)
    await signIn(page, student.email)
    await expect(banner(page).getByRole('listitem').filter({ hasText: k.banner.en })).toBeVisible()
    // The banner says what support is on, not why: no disability's name is on it.
    await expect(banner(page)).not.toContainText(/impairment|disability|disorder/i)
    await expectSupport(page, k)
    await page.reload()
    await expectSupport(page, k)
    await expectNoAxeViolations(page)
  })
}

test('fi: closing the banner by keyboard is kept with the account; the support stays on', async ({
  page,
  browser,
}) => {
  const k = KINDS.find((x) => x.kind === 'motor')!
  const student = await freshStudent(k.disability)
  await signIn(page, student.email, 'fi')
  await expect(banner(page).getByRole('listitem').filter({ hasText: k.banner.fi })).toBeVisible()
  await expectNoAxeViolations(page)
  await activate(page, banner(page).getByRole('button', { name: 'Sulje' }))
  await expect(banner(page)).toBeHidden()
  await expect(page.locator('#a11y-status')).toHaveText(
    'Tukiviesti suljettu. Asetuksesi pysyvät ennallaan.',
  )
  // A fresh browser: the account decides, so the support is on and the banner stays closed.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const other = await context.newPage()
  await signInWithForm(other, student.email, 'fi')
  await expectSupport(other, k)
  await expect(banner(other)).toHaveCount(0)
  await context.close()
})
