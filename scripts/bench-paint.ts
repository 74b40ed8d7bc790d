import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { existsSync } from 'node:fs'
import { DEMO_PASSWORD } from './demo-logins'
import { signInSession } from './bench/app-session'
import { prepareBenchDatabase, type Engine } from './bench/database'
import { runBench } from '@oppi/supabase-local/bench'
import { percentile } from './bench/load'
import { pageBenchOptions, pagesToMeasure } from './bench/pages'
import type { Role } from './bench/school'
import { snapshotBuild, startBenchServers } from './bench/servers'

/**
 * `npm run bench:paint [-- --students N --runs R --pglite|--postgres --only TEXT]`: when a page
 * shows its content in a real browser (Debian's Chromium, headless), per role, on a generated
 * school of N students (default 2000) against the production build (`next start`) and
 * supabase/local on a fresh database (PostgreSQL by default, at TEST_PG_ADMIN_URL). For each page,
 * the median of R loads (default 10, after 2 warm-up loads) of: the first byte of the HTML, the
 * first paint, the moment the page's heading (`main h1`) is first visible, and the load event,
 * each in milliseconds from the start of the navigation. The server render time alone is
 * `npm run bench:pages`; this adds what the browser does with the page.
 */
const options = pageBenchOptions({ runs: 10, fewestRuns: 1, flags: ['pglite', 'postgres'] })
const { students: STUDENTS, runs: RUNS, only: ONLY } = options
const ENGINE: Engine = options.flag('pglite') ? 'pglite' : 'postgres'
const BROWSER = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((p) =>
  existsSync(p),
)

/**
 * Runs in the page before its own scripts: notes the first animation frame in which a `main h1`
 * is visible. A heading still inside React's hidden streamed part does not count. A string, not
 * a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_HEADING = `(() => {
  const look = () => {
    if ([...document.querySelectorAll('main h1')].some((h) => h.checkVisibility())) window.__headingShown = performance.now()
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

interface Load {
  firstByte: number
  firstPaint: number
  heading: number
  load: number
}

async function loadOnce(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage()
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url}: HTTP ${response?.status()}`)
    await page
      .waitForFunction(
        () => (window as unknown as { __headingShown?: number }).__headingShown !== undefined,
        null,
        { timeout: 10_000 },
      )
      .catch(async () => {
        const headings = await page.locator('h1').allTextContents()
        throw new Error(
          `${url}: no visible heading in main (at ${page.url()}, h1: ${JSON.stringify(headings)})`,
        )
      })
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return {
        firstByte: nav.responseStart,
        firstPaint: paint?.startTime ?? NaN,
        heading: (window as unknown as { __headingShown: number }).__headingShown,
        load: nav.loadEventEnd,
      }
    })
  } finally {
    await page.close()
  }
}

/** Each page of each role, in a browser context signed in as that role; one line a page. */
async function measure(
  browser: Browser,
  app: string,
  env: Record<string, string>,
  logins: Record<Role, string>,
) {
  console.log(
    `${'role'.padEnd(10)} ${'page'.padEnd(26)} ${'first byte'.padStart(11)} ${'first paint'.padStart(12)} ${'heading'.padStart(9)} ${'load'.padStart(8)}`,
  )
  for (const [role, pages] of pagesToMeasure(ONLY)) {
    const session = await signInSession(
      env.NEXT_PUBLIC_SUPABASE_URL,
      env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      logins[role],
      DEMO_PASSWORD,
    )
    const context = await browser.newContext()
    try {
      await context.addInitScript(WATCH_HEADING)
      await context.addCookies(
        session.cookies.getAll().map(({ name, value }) => ({ name, value, url: app })),
      )
      for (const page of pages) {
        for (let i = 0; i < 2; i++) await loadOnce(context, app + page)
        const loads: Load[] = []
        for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(context, app + page))
        const median = (key: keyof Load) =>
          percentile(
            loads.map((l) => l[key]).sort((a, b) => a - b),
            50,
          ).toFixed(0)
        console.log(
          `${role.padEnd(10)} ${page.padEnd(26)} ${median('firstByte').padStart(11)} ${median('firstPaint').padStart(12)} ${median('heading').padStart(9)} ${median('load').padStart(8)}`,
        )
      }
    } finally {
      await context.close()
    }
  }
}

async function main() {
  if (!BROWSER) throw new Error('No Chromium: apt-get install -y chromium chromium-headless-shell')
  // Whatever was set up is taken down again, newest first, also when a later step fails.
  const undo: (() => unknown)[] = []
  try {
    // A copy of the build: a build or test run in the checkout meanwhile cannot change what is measured.
    const build = await snapshotBuild()
    undo.push(() => build.remove())
    const {
      seeded,
      logins,
      env: dbEnv,
      drop,
    } = await prepareBenchDatabase(ENGINE, STUDENTS, 'paint')
    undo.push(drop)
    const servers = await startBenchServers(dbEnv, build.dir)
    undo.push(() => servers.stop())
    const browser = await chromium.launch({
      executablePath: BROWSER,
      args: ['--no-sandbox', '--disable-background-networking'],
    })
    undo.push(() => browser.close())
    console.log(
      `bench:paint on ${ENGINE === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${seeded.school}, medians of ${RUNS} loads (ms from the start of navigation):`,
    )
    await measure(browser, servers.appUrl, servers.env, logins)
  } finally {
    for (const step of undo.reverse()) await step()
  }
}

runBench(main)
