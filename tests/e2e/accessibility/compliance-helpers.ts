import { expect, type Locator, type Page } from '@playwright/test'
import { activate, tabTo } from '../support'

/**
 * Helpers for the Compliance Check spec: reach the panel's tab by keyboard, read the numbers
 * the tab shows, and the product's compliance formulas written out again from their
 * definition, so the test checks the page against the definition and not against the
 * module that draws it.
 */

/** The round button opens the panel; Tab reaches the tab list, the arrow keys the tab. */
export async function openComplianceTab(
  page: Page,
  names: { button: string; panel: string; tab: string },
): Promise<Locator> {
  await activate(page, page.getByRole('button', { name: names.button, exact: true }))
  const panel = page.getByRole('dialog', { name: names.panel })
  await expect(panel).toBeVisible()
  const tabs = panel.getByRole('tab')
  for (
    let i = 0;
    i < 20 && !(await tabs.evaluateAll((els) => els.some((el) => el === document.activeElement)));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  const tab = panel.getByRole('tab', { name: names.tab, exact: true })
  for (let i = 0; i < 10 && !(await tab.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowRight')
  }
  await expect(tab).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  return panel
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The value next to a term of the tab's description lists. */
export function fact(panel: Locator, term: string): Locator {
  return panel
    .locator('dt', { hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

export async function number(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? ''
  const match = /-?\d+/.exec(text)
  if (!match) throw new Error(`no number in "${text}"`)
  return Number(match[0])
}

/** The percentage in the paragraph that a score's label starts. */
export async function scoreAfter(panel: Locator, label: string): Promise<number> {
  return number(
    panel
      .getByRole('paragraph')
      .filter({ hasText: new RegExp(`^${escape(label)}`) })
      .locator('span')
      .nth(1),
  )
}

export function standardRow(panel: Locator, name: string): Locator {
  return panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) })
}

export interface Shown {
  passes: number
  violations: number
  critical: number
  serious: number
  wcag21aa: boolean
}

export interface Expected {
  score: number
  compliant: boolean
}

const atLeast0 = (n: number) => Math.max(0, n)

/** The audit score and the five standards, as the product defines them. */
export function expectedCompliance(s: Shown) {
  const base =
    s.passes + s.violations === 0 ? 100 : Math.round((100 * s.passes) / (s.passes + s.violations))
  const { critical, serious } = s
  const section508 = atLeast0(base - 25 * critical - 5 * serious)
  const standards: Record<string, Expected> = {
    ada: {
      compliant: critical === 0 && serious <= 2,
      score: atLeast0(base - 20 * critical - 10 * serious),
    },
    section508: { compliant: critical === 0 && section508 >= 85, score: section508 },
    wcag21aa:
      s.wcag21aa && critical === 0
        ? { compliant: true, score: base }
        : { compliant: false, score: atLeast0(base - 15) },
    wcag22aa:
      critical === 0 && base >= 92
        ? { compliant: true, score: base }
        : { compliant: false, score: atLeast0(base - 10) },
    en301549:
      critical === 0 && base >= 88
        ? { compliant: true, score: base }
        : { compliant: false, score: atLeast0(base - 12) },
  }
  const all = Object.values(standards)
  return {
    base,
    standards,
    overallScore: Math.round(all.reduce((sum, x) => sum + x.score, 0) / all.length),
    overallCompliant: all.filter((x) => x.compliant).length >= 3,
  }
}

/** Tab to a control and press Enter (re-exported so the spec needs one import). */
export { activate, tabTo }
