import { expect, test } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { decide, ROUTE_RULES } from '@/lib/auth/route-rules'
import { menuForRole } from '@/lib/navigation/menus'
import { ROLES, type Role } from '@/lib/auth/roles'
import { APP_URL, expectNoAxeViolations, openSignedIn, setLocale, signedInAs } from '../support'

const MESSAGES = { en, fi } as const
const sample = (pattern: string) =>
  pattern.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000')
const guardedRoutes = ROUTE_RULES.filter(([, a]) => a.kind === 'signed-in').map(([p]) => sample(p))

function deniedText(locale: 'en' | 'fi', allowed: readonly Role[], current: Role) {
  const m = MESSAGES[locale]
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    allowed.map((r) => m.roles[r].inList),
  )
  return m.access.denied.replace('{allowed}', list).replace('{current}', m.roles[current].asRole)
}

/**
 * Each role's menu, and the routes it may not open, in English and then in Finnish in one
 * session (the language cookie changes between them). That each allowed page opens, in both
 * languages and without axe violations, is every-page.spec.ts's walk.
 */
for (const role of ROLES) {
  test(
    `${role} sees exactly its menu and is sent to /dashboard with the exact alert for routes it may not open (en, fi)`,
    signedInAs[role],
    async ({ page }) => {
      // Up to 20 refused addresses, and a page for each wording of the alert in two languages.
      test.slow()
      await openSignedIn(page)
      const nav = page.getByRole('navigation', { name: en.nav.label })
      const expected = menuForRole(role).map((item) => en.nav[item.label as keyof typeof en.nav])
      await expect(nav.getByRole('link')).toHaveText(expected)
      await expect(page.getByTestId('role-badge')).toContainText(en.roles[role].name)

      const refused = guardedRoutes.flatMap((path) => {
        const decision = decide(path, role)
        return decision.action === 'deny' ? [{ path, allowed: decision.allowed }] : []
      })
      // The gate's answer to every refused address: a redirect to the dashboard that names it.
      for (const { path } of refused) {
        const response = await page.request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(307)
        const to = new URL(response.headers().location ?? '', APP_URL)
        expect(`${to.pathname}?denied=${to.searchParams.get('denied')}`, path).toBe(
          `/dashboard?denied=${path}`,
        )
      }
      // The alert, opened in the browser, in each language: one address for each wording (the
      // roles it names), as the redirect itself is the same for all.
      const oneForEachAlert = refused.filter(
        (r, i) => refused.findIndex((o) => o.allowed.join() === r.allowed.join()) === i,
      )
      for (const locale of ['en', 'fi'] as const) {
        await setLocale(page, locale)
        await page.goto('/dashboard')
        for (const { path, allowed } of oneForEachAlert) {
          await page.goto(path)
          await expect(page, path).toHaveURL(/\/dashboard\?denied=/)
          await expect(page.getByRole('main').getByTestId('access-denied')).toHaveText(
            deniedText(locale, allowed, role),
          )
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expectNoAxeViolations(page)
      }
    },
  )
}
