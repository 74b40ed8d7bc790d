import { expect, test as setup } from './support/test'
import { saveRoleState, signIn, USERS } from './support'
import { ROLES } from '@/lib/auth/roles'

// Signs each demo role in once for the run and keeps its browser state: the tests of that
// role's project (playwright.config.ts) start from it (tests/e2e/support/sign-in-state.ts).
// The demo student's first sign-in is also the seed's promise to a newcomer: her adaptive
// support banner is waiting, names her support, and closing it is kept with her account, so
// every later test meets her pages as a returning student's.
for (const role of ROLES)
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, USERS[role])
    if (role === 'student') {
      const banner = page.getByRole('region', { name: 'Your support settings' })
      await expect(banner).toBeVisible()
      await expect(banner).toContainText('Hearing support: captions and visual alerts')
      await banner.getByRole('button', { name: 'Dismiss' }).click()
      await expect(banner).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('region', { name: 'Your support settings' })).toHaveCount(0)
    }
    await saveRoleState(page.context(), role)
  })
