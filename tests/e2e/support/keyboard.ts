import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard-only helpers: focus moves with Tab (as a user's would), never with a click or a
 * programmatic focus, so a control that Tab cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `Tab did not reach the control in ${max} presses`).toBeFocused()
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
      return { chosen: s.selectedOptions[0]?.label ?? '', at: s.selectedIndex, target: Array.from(s.options).findIndex((o) => o.label === want) }
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
