import { readdirSync } from 'node:fs'
import { expect, test, type Page } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { ROUTE_RULES } from '@/lib/auth/route-rules'
import { ROLES, type Role } from '@/lib/auth/roles'
import {
  axeViolations,
  createClass,
  type Locale,
  openSignedIn,
  overflow,
  ownSchool,
  SEED,
  signIn,
  setLocale,
  shellLayout,
  signedInAs,
  tableLayouts,
  unique,
} from '../support'

/**
 * Every page of every role, and the public pages, in English and in Finnish: each page opens at
 * its own address (no redirect, no error status) in the language asked for, with one h1; on
 * phones, at 390 px and 320 px wide, it has no horizontal scroll (`scrollWidth <= innerWidth`),
 * nor at 200 % text at 1280 px and 390 px, where the shell reflows as on a phone;
 * and axe finds nothing (with the Label in Name rule); its HTML arrives whole, no part of it
 * streamed in hidden to be shown later. The pages come from the route table (only
 * the ones with a page file, not route handlers); a dynamic page is opened through the first
 * link to it found on the role's other pages, so a new page is walked without editing this file,
 * and one page that does not exist shows the not-found page. One sign-in per role and language;
 * the viewport is resized in place rather than reloaded.
 *
 * axe takes a second or two a page, so it runs twice a page, not at every width in both
 * languages: English on a desktop screen, Finnish (the longer words) at 320 px. The rules that
 * depend on the language (names, labels in names, lang) read the same at any width, and the
 * ones that depend on the layout meet both the desktop's and the narrowest phone's.
 *
 * Right after the sign-in, the dashboard is titled at first paint: a screen reader announces
 * the title on arrival, and metadata that streams in after the body leaves it untitled.
 */
const DESKTOP = { width: 1280, height: 720 }
const WIDTHS = [390, 320] as const

/**
 * React's holder for content that arrived after the part of the page around it was sent: the
 * browser keeps it hidden and React shows it no sooner than 300 ms after the first paint (it
 * reveals streamed content in batches), so a page that streams its content behind a loading
 * state shows a spinner for that long, and for that moment the document can hold its content
 * twice. No page has a loading state of its own: each arrives whole.
 */
const HIDDEN_STREAMED_PART = /<div hidden id="[^"]*S:/

/** An id no row has: a dynamic page no link leads to yet is checked in its not-found state. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

/** The URL pattern of each app/**\/page.tsx, route groups left out ('/students/[studentId]'). */
const PAGE_PATTERNS = new Set(
  readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.tsx$/.test(file))
    .map(
      (file) =>
        '/' +
        file
          .split('/')
          .slice(0, -1)
          .filter((part) => !/^\(.*\)$/.test(part))
          .join('/'),
    ),
)

const isDynamic = (pattern: string) => pattern.includes('[')
const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/?#]+')}$`)

/** The route-table pages a role opens (null: the public pages, walked signed out). */
function pagesOf(role: Role | null): string[] {
  return ROUTE_RULES.filter(
    ([pattern, access]) =>
      PAGE_PATTERNS.has(pattern) &&
      (role === null
        ? access.kind === 'public'
        : access.kind === 'signed-in' && access.roles.includes(role)),
  ).map(([pattern]) => pattern)
}

/**
 * Where a dynamic page is opened when a particular row matters: the demo student's page has
 * the accommodation cards, the widest content of any student page.
 */
const PREFERRED: Record<string, string> = {
  '/students/[studentId]': `/students/${SEED.demoStudent}`,
}

/** A walk's time limit by its number of pages: the principal's walk is four times the parent's. */
const timeFor = (role: Role | null) => 60_000 + pagesOf(role).length * 22_000

/**
 * axe on a desktop screen in English, where every list is a table that fits its box, all
 * columns and the row actions in sight (no cards: there is room for the table); the phone
 * widths' scroll, and axe at 320 px in Finnish.
 */
async function checkLayouts(page: Page, label: string, locale: Locale) {
  if (locale === 'en') {
    expect.soft(await axeViolations(page), `${label} on a desktop screen`).toEqual([])
    expect
      .soft(await tableLayouts(page), `${label} on a desktop screen: tables`)
      .toEqual({ clipped: [], stacked: [] })
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const o = await overflow(page)
    expect
      .soft(
        o.scrollWidth,
        `${label} at ${width} px is wider than the screen: ${o.offenders.join('; ')}`,
      )
      .toBeLessThanOrEqual(o.innerWidth)
    if (locale === 'fi' && width === 320)
      expect.soft(await axeViolations(page), `${label} at ${width} px`).toEqual([])
  }
  await checkAtDoubleText(page, label, locale)
}

/**
 * The same page with its text at 200 % (WCAG 1.4.4), as the text-size setting paints it (on
 * <html>), on a desktop screen and on a phone: the shell behaves as on a narrow screen (the
 * drawer, not the sidebar), one header row under 80 px, nothing wider than the window and no
 * table wider than its box, nothing of the header, the main area and the floating buttons over
 * another; axe once, in Finnish on the phone (at 1280 px the shell is the phone's too).
 * tests/e2e/layout/reflow.spec.ts has the drawer, the More panel and the focus at 200 %.
 */
async function checkAtDoubleText(page: Page, label: string, locale: Locale) {
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  for (const viewport of [DESKTOP, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport)
    const at = `${label} at 200 % text, ${viewport.width} px`
    const o = await overflow(page)
    expect
      .soft(o.scrollWidth, `${at}: wider than the window: ${o.offenders.join('; ')}`)
      .toBeLessThanOrEqual(o.innerWidth)
    expect
      .soft((await tableLayouts(page)).clipped, `${at}: tables wider than their box`)
      .toEqual([])
    const shell = await shellLayout(page)
    expect.soft(shell.headerHeight, `${at}: header height`).toBeLessThan(80)
    expect.soft(shell.overlaps, `${at}: overlaps`).toEqual([])
    if (viewport === DESKTOP)
      expect.soft(shell.sidebarShown, `${at}: the drawer, not the sidebar`).toBe(false)
    if (locale === 'fi' && viewport !== DESKTOP)
      expect.soft(await axeViolations(page), `${at}: axe`).toEqual([])
  }
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'))
}

/**
 * Opens each page of the list, then one page of each dynamic pattern through a link found on
 * them, then a page that does not exist (signed in: a notification no one has).
 */
async function walk(page: Page, patterns: string[], locale: Locale, signedIn: boolean) {
  const found = new Map<string, string>()
  const visit = async (path: string, real = true) => {
    await page.setViewportSize(DESKTOP)
    const response = await page.goto(path)
    expect.soft(await response?.text(), `${path} arrives whole`).not.toMatch(HIDDEN_STREAMED_PART)
    if (real) {
      expect.soft(response?.status(), `${path} answers`).toBeLessThan(400)
      expect
        .soft(new URL(page.url()).pathname, `${path} stays at its address`)
        .toBe(path.split('?')[0])
    }
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    for (const pattern of patterns.filter(isDynamic)) {
      const hit = hrefs.find((href) => patternRegExp(pattern).test(href))
      if (hit && !found.has(pattern)) found.set(pattern, hit)
    }
    await checkLayouts(page, `${path} (${locale})`, locale)
  }
  for (const pattern of patterns.filter((p) => !isDynamic(p))) await visit(pattern)
  for (const pattern of patterns.filter(isDynamic)) {
    const path = PREFERRED[pattern] ?? found.get(pattern)
    await (path ? visit(path) : visit(pattern.replace(/\[[^\]]+\]/g, NO_SUCH_ID), false))
  }
  if (signedIn) await visit(`/notifications/${NO_SUCH_ID}`, false)
}

const MESSAGES = { en, fi } as const
const dashboardTitle = (locale: Locale) =>
  `${MESSAGES[locale].dashboard.title} · ${MESSAGES[locale].meta.appName}`

/**
 * Just after the sign-in's navigation, the dashboard's title is there as soon as its heading
 * is painted (read at once, not waited for), and it is in the <head> of the server's first HTML.
 */
async function checkTitledAtFirstPaint(page: Page, locale: Locale) {
  await page.getByRole('heading', { level: 1, name: MESSAGES[locale].dashboard.title }).waitFor()
  expect
    .soft(await page.evaluate(() => document.title), 'the title at first paint')
    .toBe(dashboardTitle(locale))
  const response = await page.request.get('/dashboard')
  expect(response.status()).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('<body'))
  expect
    .soft(/<title>([^<]*)<\/title>/.exec(head)?.[1], 'the title in the first HTML')
    .toBe(dashboardTitle(locale))
}

/** The phone menu: the drawer fits the narrowest screen and passes axe while open. */
async function checkDrawer(page: Page, locale: Locale) {
  await page.goto('/dashboard')
  await page.setViewportSize({ width: 320, height: 800 })
  await page.locator('button[aria-controls="app-sidebar"]').click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  const box = await drawer.boundingBox()
  expect
    .soft(box!.x + box!.width, `the menu drawer fits 320 px (${locale})`)
    .toBeLessThanOrEqual(320)
  expect.soft(await axeViolations(page), `the menu drawer at 320 px (${locale})`).toEqual([])
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
}

test.describe('every page: opens, one h1, no horizontal scroll on phones, axe clean', () => {
  test.describe.configure({ mode: 'parallel' })

  for (const locale of ['en', 'fi'] as const) {
    test(`public pages (${locale})`, async ({ page }) => {
      test.setTimeout(timeFor(null))
      await setLocale(page, locale)
      await walk(page, pagesOf(null), locale, false)
    })

    for (const role of ROLES) {
      test(`${role} (${locale})`, signedInAs[role], async ({ page }) => {
        test.setTimeout(timeFor(role))
        await openSignedIn(page, locale)
        await checkTitledAtFirstPaint(page, locale)
        await walk(page, pagesOf(role), locale, true)
        await checkDrawer(page, locale)
      })
    }
  }

  // The seed has no name without spaces; a real school will (a pasted link, a code). A class
  // named with 150 unbroken letters must wrap in its row, not widen the page. In a school of
  // its own, so the demo school's lists (walked at 200 % above) stay as a school's are.
  test('a long unbroken name wraps instead of widening the page', async ({ page }) => {
    const school = await ownSchool()
    const name = `${unique('Unbroken')}${'x'.repeat(150)}`.replace('-', '')
    await signIn(page, school.principal.email)
    await createClass(page, name)
    await page.goto(`/classes?q=${name}`)
    await expect(page.getByRole('rowheader', { name })).toBeVisible()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const o = await overflow(page)
      expect(o.scrollWidth, `at ${width} px: ${o.offenders.join('; ')}`).toBeLessThanOrEqual(
        o.innerWidth,
      )
    }
  })
})
