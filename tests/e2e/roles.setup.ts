import { test as setup } from './support/test'
import { saveRoleState, signIn, USERS } from './support'
import { ROLES } from '@/lib/auth/roles'

// Signs each demo role in once for the run and keeps its browser state: the tests of that
// role's project (playwright.config.ts) start from it (tests/e2e/support/sign-in-state.ts).
for (const role of ROLES)
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, USERS[role])
    await saveRoleState(page.context(), role)
  })
