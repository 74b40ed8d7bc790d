import { expect, test } from '@playwright/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { decide, ROUTE_RULES } from '@/lib/auth/route-rules'
import { menuForRole } from '@/lib/navigation/menus'
import { ROLES, type Role } from '@/lib/auth/roles'
import { checkPage, expectNoAxeViolations, signIn, USERS } from '../support'

const MESSAGES = { en, fi } as const
const sample = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000')
const guardedRoutes = ROUTE_RULES.filter(([, a]) => a.kind === 'signed-in').map(([p]) => sample(p))

function deniedText(locale: 'en' | 'fi', allowed: readonly Role[], current: Role) {
  const m = MESSAGES[locale]
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(allowed.map((r) => m.roles[r].inList))
  return m.access.denied.replace('{allowed}', list).replace('{current}', m.roles[current].asRole)
}

for (const role of ROLES) {
  test.describe(`${role}`, () => {
    test('sees exactly its menu and opens each of its routes without axe violations', async ({ page }) => {
      // Up to 15 page loads with an axe scan each: ~40 s for a principal on a quiet 2-core
      // machine, past the 60 s default when other e2e work shares the cores.
      test.slow()
      await signIn(page, USERS[role])
      const nav = page.getByRole('navigation', { name: en.nav.label })
      const expected = menuForRole(role).map((item) => en.nav[item.label as keyof typeof en.nav])
      await expect(nav.getByRole('link')).toHaveText(expected)
      await expect(page.getByTestId('role-badge')).toContainText(en.roles[role].name)
      await expectNoAxeViolations(page)

      for (const path of guardedRoutes.filter((p) => decide(p, role).action === 'allow')) {
        await checkPage(page, path)
      }
    })

    for (const locale of ['en', 'fi'] as const) {
      test(`is sent to /dashboard with the exact alert for routes it may not open (${locale})`, async ({ page }) => {
        await signIn(page, USERS[role], locale)
        const refused = guardedRoutes
          .map((path) => ({ path, decision: decide(path, role) }))
          .filter((r) => r.decision.action === 'deny')
        for (const { path, decision } of refused) {
          if (decision.action !== 'deny') continue
          await page.goto(path)
          await expect(page, path).toHaveURL(/\/dashboard\?denied=/)
          await expect(page.getByTestId('access-denied')).toHaveText(deniedText(locale, decision.allowed, role))
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expectNoAxeViolations(page)
      })
    }
  })
}
