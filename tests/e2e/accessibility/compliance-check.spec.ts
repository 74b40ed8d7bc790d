import { expect, test, type Locator, type Page } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { expectNoAxeViolations, openSignedIn, signedInAs } from '../support'
import {
  activate,
  expectedCompliance,
  fact,
  number,
  openComplianceTab,
  scoreAfter,
  standardRow,
  tabTo,
  type Shown,
} from './compliance-helpers'

// The accessibility panel's Compliance Check tab, by keyboard alone: the audit of the page
// behind the panel finds violations planted in it, lists them, and the compliance numbers
// equal the product's formulas applied to the numbers the audit shows. axe passes with the
// tab open, in English and in Finnish.

type M = typeof en.compliance
const STANDARDS = ['ada', 'section508', 'wcag21aa', 'wcag22aa', 'en301549'] as const
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]))

/** Signs in on the dashboard in `locale` and opens the panel's Compliance Check tab by keyboard. */
async function openCompliance(page: Page, locale: 'en' | 'fi') {
  const messages = { en, fi }[locale]
  await openSignedIn(page, locale)
  const panel = await openComplianceTab(page, {
    button: messages.accessibilityPanel.button,
    panel: messages.accessibilityPanel.title,
    tab: messages.accessibilityPanel.tabs.compliance,
  })
  return { m: messages.compliance, panel }
}

/** Four images without a text alternative (critical) and a link without a name (serious). */
async function plantViolations(page: Page) {
  await page.evaluate(() => {
    const box = document.createElement('div')
    box.id = 'planted'
    box.innerHTML =
      [0, 1, 2, 3]
        .map((i) => `<img src="/icon.svg" width="24" height="24" data-planted="${i}">`)
        .join('') + '<a href="#planted" style="display:inline-block;width:32px;height:32px"></a>'
    document.getElementById('main-content')?.append(box)
  })
}

async function shownAudit(panel: Locator, m: M): Promise<Shown> {
  return {
    passes: await number(fact(panel, m.audit.passed)),
    violations: await number(fact(panel, m.audit.violations)),
    critical: await number(fact(panel, m.audit.byImpact.critical)),
    serious: await number(fact(panel, m.audit.byImpact.serious)),
    wcag21aa: (await fact(panel, m.audit.wcag21).textContent()) === m.audit.wcag21Pass,
  }
}

/** The assessment shown equals the formulas applied to the audit shown. */
async function expectAssessmentMatches(panel: Locator, m: M, shown: Shown) {
  const expected = expectedCompliance(shown)
  expect(await scoreAfter(panel, m.audit.score)).toBe(expected.base)
  for (const id of STANDARDS) {
    const cells = standardRow(panel, m.standards[id]).getByRole('cell')
    await expect(cells.nth(0), id).toHaveText(
      fill(m.percent, { value: expected.standards[id].score }),
    )
    await expect(cells.nth(1), id).toHaveText(
      expected.standards[id].compliant ? m.act.compliant : m.act.notCompliant,
    )
    await expect(cells.nth(2), id).toHaveText(String(shown.critical))
  }
  expect(await scoreAfter(panel, m.act.overall)).toBe(expected.overallScore)
  await expect(fact(panel, m.act.verdict)).toHaveText(
    expected.overallCompliant ? m.act.compliant : m.act.notCompliant,
  )
  return expected
}

test(
  'the audit finds planted violations and the compliance numbers follow from it, by keyboard alone',
  signedInAs.teacher,
  async ({ page }) => {
    const { m, panel } = await openCompliance(page, 'en')

    await test.step('the tab passes axe before any audit', async () => {
      await expect(panel.getByText(m.audit.idle)).toBeVisible()
      await expect(panel.getByText(m.act.honest)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('the audit finds the planted violations and lists their elements', async () => {
      await plantViolations(page)
      await activate(page, panel.getByRole('button', { name: m.audit.run }))
      await expect(panel.getByText(fill(m.audit.page, { url: '/dashboard' }))).toBeVisible({
        timeout: 20_000,
      })
      await expect(page.locator('#a11y-status')).toContainText(m.audit.done.split('{')[0])
      await expect(fact(panel, m.audit.violations)).toHaveText('2')
      await expect(fact(panel, m.audit.byImpact.critical)).toHaveText('1')
      await expect(fact(panel, m.audit.byImpact.serious)).toHaveText('1')
      await expect(fact(panel, m.audit.wcag21)).toHaveText(m.audit.wcag21Fail)

      const summary = panel.getByText(fill(m.audit.list, { count: 2 }))
      await activate(page, summary)
      const images = panel
        .getByRole('listitem')
        .filter({ hasText: fill(m.audit.elements, { count: 4 }) })
      await expect(images).toContainText(`${m.impact.critical}: `)
      for (const i of [0, 1, 2]) await expect(images.getByText(`data-planted="${i}"`)).toBeVisible()
      await expect(images.getByText('data-planted="3"')).toHaveCount(0)
      await expect(images.getByText(fill(m.audit.more, { count: 1 }))).toBeVisible()
      const help = images.getByRole('link', {
        name: new RegExp(`^${m.audit.help} ?: .+ \\(opens in a new tab\\)$`),
      })
      await expect(help).toHaveAttribute('target', '_blank')
      await expect(help).toHaveAttribute('href', /dequeuniversity\.com\/rules\/axe\/.*image-alt/)
      await tabTo(page, help)

      const link = panel
        .getByRole('listitem')
        .filter({ hasText: fill(m.audit.elements, { count: 1 }) })
      await expect(link).toContainText(`${m.impact.serious}: `)
      await expect(link.getByText('href="#planted"')).toBeVisible()
    })

    await test.step('the assessment scores the same audit by the formulas', async () => {
      await activate(page, panel.getByRole('button', { name: m.act.run }))
      await expect(page.locator('#a11y-status')).toContainText(m.act.done.split('{')[0], {
        timeout: 20_000,
      })
      const shown = await shownAudit(panel, m)
      expect(shown).toMatchObject({ violations: 2, critical: 1, serious: 1, wcag21aa: false })
      expect(shown.passes).toBeGreaterThan(0)
      const expected = await expectAssessmentMatches(panel, m, shown)
      expect(expected.overallCompliant).toBe(false)
      const met = Object.values(expected.standards).filter((s) => s.compliant).length
      await expect(fact(panel, m.act.standardsMet)).toHaveText(fill(m.act.ofFive, { count: met }))
      // The worst first: the images (critical) before the link (serious).
      const actions = panel
        .getByRole('heading', { name: m.act.priority })
        .locator('xpath=following-sibling::ol[1]/li')
      await expect(actions).toHaveCount(2)
      await expect(actions.nth(0)).toContainText(
        fill(m.act.priorityDetail, { impact: m.impact.critical, count: 4 }),
      )
      await expect(panel.getByRole('link', { name: m.act.statement })).toHaveAttribute(
        'href',
        '/accessibility-statement',
      )
    })

    await test.step('axe passes with the results open once the planted elements are gone', async () => {
      await page.evaluate(() => document.getElementById('planted')?.remove())
      await expectNoAxeViolations(page)
    })
  },
)

test(
  'in Finnish: the automatic audit runs by itself, a clean page meets every standard, and the tab passes axe',
  signedInAs.principal,
  async ({ page }) => {
    const { m, panel } = await openCompliance(page, 'fi')

    await test.step('turning the automatic audit on audits the page', async () => {
      const auto = panel.getByRole('switch', { name: m.audit.auto })
      await tabTo(page, auto)
      await page.keyboard.press('Space')
      await expect(auto).toBeChecked()
      await expect(panel.getByText(fill(m.audit.page, { url: '/dashboard' }))).toBeVisible({
        timeout: 20_000,
      })
      await expect(panel.getByText(m.audit.noViolations)).toBeVisible()
      await expect(fact(panel, m.audit.violations)).toHaveText('0')
      await expect(page.locator('#a11y-status')).toContainText(m.audit.done.split('{')[0])
    })

    await test.step('the assessment of a clean page', async () => {
      await activate(page, panel.getByRole('button', { name: m.act.run }))
      await expect(page.locator('#a11y-status')).toContainText(m.act.done.split('{')[0], {
        timeout: 20_000,
      })
      const shown = await shownAudit(panel, m)
      expect(shown).toMatchObject({ violations: 0, critical: 0, serious: 0, wcag21aa: true })
      const expected = await expectAssessmentMatches(panel, m, shown)
      expect(expected.base).toBe(100)
      expect(expected.overallCompliant).toBe(true)
      await expect(panel.getByText(m.act.priorityNone)).toBeVisible()
      await expect(panel.getByText(m.act.honest)).toBeVisible()
      await expect(panel.getByRole('link', { name: m.act.statement })).toHaveAttribute(
        'href',
        '/accessibility-statement',
      )
      await expectNoAxeViolations(page)
    })
  },
)
