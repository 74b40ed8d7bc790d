import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { assertE2ePortsFree, e2ePorts } from './scripts/e2e-ports'
import { ROLES } from './lib/auth/roles'
import {
  anyRoleTag,
  roleStateFile,
  roleTag,
  SIGNED_OUT_STATE,
} from './tests/e2e/support/sign-in-state'

/**
 * End-to-end tests in Chromium against the production build and supabase/local on a fresh
 * seeded database, both started here on ports of their own (scripts/e2e-ports.ts), never a
 * server that is already running. Debian's Chromium is used where it is installed (this
 * project's machines cannot download Playwright's browser); elsewhere Playwright's own.
 */
// Chromium's headless shell first: it draws no browser window of its own, so each context and
// page costs less CPU than the full browser in headless mode (measured on 26 of the tests on 2
// workers: 252 s against 381 s), and CPU is what the suite waits for on a 2-core machine.
const debianChromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find(
  (p) => existsSync(p),
)
const executablePath = process.env.CHROMIUM_PATH ?? debianChromium
const ports = e2ePorts()
// Checked once, in the runner, before any server starts: the workers and the servers this
// config starts inherit the mark (and the servers hold the ports by then).
if (!process.env.OPPI_E2E_PORTS_CHECKED) {
  try {
    assertE2ePortsFree(ports)
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
  process.env.OPPI_E2E_PORTS_CHECKED = '1'
}
const appUrl = `http://127.0.0.1:${ports.app}`
// A second pair on the next ports: a backend with email confirmations on and an app talking to
// it (tests/e2e/auth/verify-email.spec.ts; URLs in tests/e2e/support/env.ts).
const confirmEnv = { E2E_CONFIRMATIONS: '1' }
// Never reuse a server: one already answering is someone else's, with their data.
const own = { reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' } as const

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts; a folder of its own keeps the other
  // suites' logs and results in test-results/ (npm test writes them there first).
  outputDir: 'test-results/e2e',
  // A guard against a test that hangs, not a speed check: with three workers on two cores a
  // long flow (two people, several axe scans) takes up to a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // E2E_WORKERS sets the number (to compare runs). CI's default is two on the 2-core machine:
  // three were faster (26 tests: 252 s on 2, 207 s on 3) but left so little CPU to each page
  // that keyboard walks raced hydration and failed now and then.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : undefined),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL: appUrl,
    // Signed out, with the assistant already seen (tests/e2e/support/sign-in-state.ts); a
    // role's project starts signed in instead.
    storageState: SIGNED_OUT_STATE,
    // No trace by default: recording one (a DOM snapshot at every action) cost a fifth to a third
    // of the suite's time on the 2-core machine, even though only failures keep it (tests/e2e/teachers
    // and the request budget, 17 tests on 2 workers: 1.5 and 1.7 min without, 2.0 to 2.2 min with).
    // E2E_TRACE=retain-on-failure records them again to study a failure; a failure always leaves
    // its screenshot and error context (the page's accessibility tree) in test-results/e2e.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        // Read-aloud plays the server's audio after it has arrived, a moment after the click.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  // One project per demo role, as the Playwright docs do it: 'sign-in' signs each role in once
  // (tests/e2e/roles.setup.ts) and saves its state; a test tagged with a role
  // (`test('…', signedInAs.teacher, …)`) runs in that role's project and starts signed in.
  // Every other test runs in 'signed-out': it starts signed out and signs in whoever it needs
  // itself (several people, accounts of its own, or what would end a shared session).
  projects: [
    // request-budget counts backend requests per render in supabase/local's request log: it
    // must run alone, after everything else, or other tests' requests would land in the same
    // log. A teardown (unlike a dependency) keeps the command line's file filter; it runs once
    // 'sign-in' and every project depending on it are done.
    { name: 'sign-in', testMatch: /roles\.setup\.ts/, teardown: 'request-budget' },
    ...ROLES.map((role) => ({
      name: role,
      use: { ...devices['Desktop Chrome'], storageState: roleStateFile(role) },
      grep: roleTag(role),
      testIgnore: /request-budget\.spec\.ts/,
      dependencies: ['sign-in'],
    })),
    {
      name: 'signed-out',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: anyRoleTag,
      testIgnore: /request-budget\.spec\.ts/,
      dependencies: ['sign-in'],
    },
    { name: 'request-budget', testMatch: /request-budget\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/e2e-backend.ts',
      url: `http://127.0.0.1:${ports.api}/auth/v1/health`,
      timeout: 120_000,
      ...own,
    },
    {
      command: 'npx tsx scripts/e2e-app.ts',
      url: appUrl,
      timeout: 180_000,
      ...own,
    },
    {
      command: 'npx tsx scripts/e2e-backend.ts',
      env: confirmEnv,
      url: `http://127.0.0.1:${ports.confirmApi}/auth/v1/health`,
      timeout: 120_000,
      ...own,
    },
    {
      command: 'npx tsx scripts/e2e-app.ts',
      env: confirmEnv,
      url: `http://127.0.0.1:${ports.confirmApp}`,
      timeout: 180_000,
      ...own,
    },
  ],
})
