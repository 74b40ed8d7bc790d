import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard-only helpers: focus moves with Tab (as a user's would), never with a click or a
 * programmatic focus, so a control that Tab cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  // Asking the page after every key costs a round trip each (more than the key itself), so
  // the page counts the stops between the focus and the target and those keys are pressed in
  // a row (Tab forward, Shift+Tab back), then it is asked again: a count can be wrong when the
  // browser's own starting point for Tab is not where the page says the focus is (after the
  // focused element was replaced, say), and the second count starts from where the keys
  // really landed. Then each further key is checked. Every move is still a real key press.
  for (let round = 0; round < 3; round++) {
    const plan = await target.evaluate(tabStopsTo).catch(() => null)
    if (!plan || plan.steps === 0 || Math.abs(plan.steps) > max) break
    const key = plan.steps > 0 ? 'Tab' : 'Shift+Tab'
    for (let i = 0; i < Math.abs(plan.steps); i++) await page.keyboard.press(key)
  }
  for (let i = 0; i < max; i++) {
    const where = await whereIsFocus(page, target)
    if (where === 'at') return
    await page.keyboard.press(where === 'after' ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `Tab did not reach the control in ${max} presses`).toBeFocused()
}

/**
 * Where the focus is against the target, asked again while the page cannot answer (its content
 * being replaced): a key pressed on a guess walks the wrong way, and a CI run once pressed Tab
 * eighty times past the target that way. A page that never answers fails with the page's own
 * error.
 */
async function whereIsFocus(page: Page, target: Locator): Promise<'at' | 'before' | 'after'> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await target.evaluate(focusRelativeTo, undefined, { timeout: 5_000 })
    } catch (e) {
      if (attempt >= 2) throw e
    }
  }
}

/** Where the focus is against `el` in document order: on it, before it (or nowhere) or after it. */
function focusRelativeTo(el: Element): 'at' | 'before' | 'after' {
  const active = document.activeElement
  if (active === el) return 'at'
  if (!active || active === document.body) return 'before'
  return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'before' : 'after'
}

/**
 * Tab presses from the focus to `el`, counted as the browser orders stops for a page without
 * positive tabindex: focusable, shown, not disabled or inert, one stop per radio group; below
 * zero, Shift+Tab presses back to it. Only an estimate (the walk checks where it landed); 0 when
 * `el` is focused or not a stop at all.
 */
function tabStopsTo(el: Element): { steps: number } {
  const selector =
    'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable="true"]'
  const radios = new Set<string>()
  const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((node) => {
    if (node.tabIndex < 0 || node.matches(':disabled') || node.closest('[inert]')) return false
    if (node instanceof HTMLInputElement && node.type === 'hidden') return false
    if (!node.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) return false
    if (node instanceof HTMLInputElement && node.type === 'radio' && node.name) {
      const group = `${node.form?.id ?? ''}/${node.name}`
      const checked = document.querySelector(
        `input[type=radio][name="${CSS.escape(node.name)}"]:checked`,
      )
      if (checked ? checked !== node : radios.has(group)) return false
      radios.add(group)
    }
    return true
  })
  const to = stops.indexOf(el as HTMLElement)
  const active = document.activeElement
  // Tab from an element that is not a stop itself (the page heading focused after a move, or
  // nothing) goes to the first stop after it in document order.
  const at = active && active !== document.body ? stops.indexOf(active as HTMLElement) : -1
  const from =
    at >= 0 || !active || active === document.body
      ? at
      : stops.filter(
          (stop) => active.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_PRECEDING,
        ).length - 1
  if (to < 0) return { steps: 0 }
  return { steps: to - from }
}

/** Tab to a field and type into it (select-all first, so it replaces what was there). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  if (text) await page.keyboard.type(text)
}

/** Tab to a native select and move with the arrow keys (down or up) until the option is chosen. */
export async function chooseOption(page: Page, select: Locator, label: string, max = 200) {
  await tabTo(page, select)
  const where = () =>
    select.evaluate((el, want) => {
      const s = el as HTMLSelectElement
      return {
        chosen: s.selectedOptions[0]?.label ?? '',
        at: s.selectedIndex,
        target: Array.from(s.options).findIndex((o) => o.label === want),
      }
    }, label)
  for (let i = 0; i < max; i++) {
    const { chosen, at, target } = await where()
    if (chosen === label) return
    if (target === -1) break
    await page.keyboard.press(target < at ? 'ArrowUp' : 'ArrowDown')
  }
  throw new Error(`option ${label} not reached with the arrow keys`)
}

/** Tab to a button or link and press Enter. */
export async function activate(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control)
  await page.keyboard.press(key === 'Space' ? ' ' : 'Enter')
}

/**
 * Types a date and time into a focused-by-Tab <input type="datetime-local"> segment by
 * segment, as Chromium's en-US field expects: month, day, year, hour, minute, AM/PM.
 */
export async function typeDateTime(page: Page, field: Locator, daysFromNow: number) {
  const d = new Date(Date.now() + daysFromNow * 86400000)
  const pad = (n: number) => String(n).padStart(2, '0')
  await tabTo(page, field)
  const hour = d.getHours() % 12 || 12
  // Two-digit segments move on by themselves; the year takes up to six digits, so ArrowRight.
  await page.keyboard.type(pad(d.getMonth() + 1))
  await page.keyboard.type(pad(d.getDate()))
  await page.keyboard.type(String(d.getFullYear()))
  await page.keyboard.press('ArrowRight')
  await page.keyboard.type(pad(hour))
  await page.keyboard.type(pad(d.getMinutes()))
  await page.keyboard.type(d.getHours() < 12 ? 'A' : 'P')
}
