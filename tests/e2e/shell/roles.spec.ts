import { expect, test } from '@playwright/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { decide, ROUTE_RULES } from '@/lib/auth/route-rules'
import { menuForRole } from '@/lib/navigation/menus'
import { ROLES, type Role } from '@/lib/auth/roles'
import { expectNoAxeViolations, setLocale, signIn, USERS } from '../support'

const MESSAGES = { en, fi } as const
const sample = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000')
const guardedRoutes = ROUTE_RULES.filter(([, a]) => a.kind === 'signed-in').map(([p]) => sample(p))

function deniedText(locale: 'en' | 'fi', allowed: readonly Role[], current: Role) {
  const m = MESSAGES[locale]
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(allowed.map((r) => m.roles[r].inList))
  return m.access.denied.replace('{allowed}', list).replace('{current}', m.roles[current].asRole)
}

const alertKey = (decision: ReturnType<typeof decide>) => (decision.action === 'deny' ? decision.allowed.join() : decision.action)

/**
 * Each role's menu, and the routes it may not open, in English and then in Finnish in one
 * session (the language cookie changes between them). That each allowed page opens, in both
 * languages and without axe violations, is every-page.spec.ts's walk.
 */
for (const role of ROLES) {
  test(`${role} sees exactly its menu and is sent to /dashboard with the exact alert for routes it may not open (en, fi)`, async ({ page }) => {
    // Up to 20 refused addresses, each a redirect and a page.
    test.slow()
    await signIn(page, USERS[role])
    const nav = page.getByRole('navigation', { name: en.nav.label })
    const expected = menuForRole(role).map((item) => en.nav[item.label as keyof typeof en.nav])
    await expect(nav.getByRole('link')).toHaveText(expected)
    await expect(page.getByTestId('role-badge')).toContainText(en.roles[role].name)

    const refused = guardedRoutes.map((path) => ({ path, decision: decide(path, role) }))
    // Every refused address in English; in Finnish one for each wording of the alert (the
    // roles it names), as the gate's decision is the same in any language.
    const oneForEachAlert = refused.filter(
      (r, i) => refused.findIndex((o) => alertKey(o.decision) === alertKey(r.decision)) === i,
    )
    for (const locale of ['en', 'fi'] as const) {
      await setLocale(page, locale)
      await page.goto('/dashboard')
      for (const { path, decision } of locale === 'en' ? refused : oneForEachAlert) {
        if (decision.action !== 'deny') continue
        await page.goto(path)
        await expect(page, path).toHaveURL(/\/dashboard\?denied=/)
        await expect(page.getByTestId('access-denied')).toHaveText(deniedText(locale, decision.allowed, role))
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectNoAxeViolations(page)
    }
  })
}
