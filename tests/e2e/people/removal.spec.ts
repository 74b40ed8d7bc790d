import { expect, test } from '../support/test'
import {
  anonKey,
  API_URL,
  expectNoAxeViolations,
  openSignedIn,
  PASSWORD,
  signedInAs,
  joinsDemoSchool,
  unique,
} from '../support'

/**
 * The principal removes a member from the school, through the bin: from the member's page (after
 * a confirmation, back to the list), restores them from the bin (they are back where they were:
 * waiting for approval), removes them again from the waiting list and deletes them for good,
 * after which the account no longer exists.
 */
const TEXT = {
  en: {
    remove: 'Remove from school',
    title: (name: string) => `Remove ${name} from the school?`,
    removed: (name: string) => `${name} was moved to the bin`,
    account: 'Account',
    restore: 'Restore',
    restored: 'Item restored successfully',
    purge: 'Delete forever',
    purged: 'Item deleted forever',
  },
  fi: {
    remove: 'Poista koulusta',
    title: (name: string) => `Poistetaanko ${name} koulusta?`,
    removed: (name: string) => `${name} siirrettiin roskakoriin`,
    account: 'Käyttäjätili',
    restore: 'Ota takaisin',
    restored: 'Kohde otettu takaisin',
    purge: 'Poista lopullisesti',
    purged: 'Kohde poistettu lopullisesti',
  },
} as const

/** The password sign-in's answer for an account: null when it works, else GoTrue's error code. */
async function signInCode(email: string): Promise<string | null> {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: await anonKey(),
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return res.ok ? null : ((await res.json()) as { code: string }).code
}

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `a member is removed to the bin, restored, removed again and deleted for good (${locale})`,
    signedInAs.principal,
    async ({ page }) => {
      test.setTimeout(90_000)
      const last = unique('Pois').replace('-', '')
      const name = `Rami ${last}`
      const email = `${unique('pois')}@example.test`
      const id = await joinsDemoSchool(email, 'student', 'Rami', last)
      const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

      await openSignedIn(page, locale, `/students/${id}`)
      await page.getByRole('button', { name: `${l.remove}: ${name}` }).click()
      const dialog = page.getByRole('alertdialog', { name: l.title(name) })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: l.remove }).click()
      await expect(page).toHaveURL(/\/students$/)
      await expect(toast(l.removed(name))).toBeVisible()
      expect(await signInCode(email)).toBe('user_banned')

      await page.goto('/bin')
      const row = page.getByRole('row').filter({ hasText: name })
      await expect(row.getByRole('cell', { name: l.account, exact: true })).toBeVisible()
      await row.getByRole('button', { name: `${l.restore}: ${name}` }).click()
      await expect(toast(l.restored)).toBeVisible()
      await expect(row).toHaveCount(0)
      expect(await signInCode(email)).toBe(null)

      // Back as before: waiting for approval, where Remove also turns a stranger away.
      await page.goto('/people')
      const waiting = page.getByRole('row').filter({ hasText: name })
      await waiting.getByRole('button', { name: `${l.remove}: ${name}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: l.remove }).click()
      await expect(toast(l.removed(name))).toBeVisible()
      await expect(waiting).toHaveCount(0)

      await page.goto('/bin')
      page.once('dialog', (d) => void d.accept())
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: `${l.purge}: ${name}` })
        .click()
      await expect(toast(l.purged)).toBeVisible()
      expect(await signInCode(email)).toBe('invalid_credentials')
    },
  )
}
