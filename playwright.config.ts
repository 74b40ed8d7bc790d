import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'

/**
 * End-to-end tests in Chromium against the production build and supabase/local on a fresh
 * seeded database. Debian's Chromium is used where it is installed (this project's machines
 * cannot download Playwright's browser); elsewhere Playwright's own.
 */
const debianChromium = '/usr/bin/chromium'
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined)
// Ports can be moved so that several runs share a machine (E2E_APP_PORT, E2E_API_PORT).
const appPort = Number(process.env.E2E_APP_PORT ?? 3000)
const apiPort = Number(process.env.E2E_API_PORT ?? 54321)
const appUrl = `http://127.0.0.1:${appPort}`
process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`
// A second pair on the next ports: a backend with email confirmations on and an app talking to
// it (tests/e2e/shell/verify-email.spec.ts; URLs in tests/e2e/env.ts).
const confirmEnv = { E2E_CONFIRMATIONS: '1' }

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    // request-budget counts backend requests per render in supabase/local's request log: it
    // must run alone, after everything else, or other tests' requests would land in the same
    // log. A teardown (unlike a dependency) keeps the command line's file filter.
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /request-budget\.spec\.ts/, teardown: 'request-budget' },
    { name: 'request-budget', testMatch: /request-budget\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/e2e-backend.ts',
      url: `http://127.0.0.1:${apiPort}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/e2e-app.ts',
      url: appUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/e2e-backend.ts',
      env: confirmEnv,
      url: `http://127.0.0.1:${apiPort + 1}/auth/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/e2e-app.ts',
      env: confirmEnv,
      url: `http://127.0.0.1:${appPort + 1}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
