import type { Page } from '@playwright/test'

/**
 * Layout measurements the page specs share: whether a page is wider than the window (and what
 * sticks out), and whether the shell's parts cover each other or a focused control.
 */

/** The page's width problem, if any: its scroll width and the elements that stick out. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (a === document.body || a === document.documentElement) break
        if (getComputedStyle(a).overflowX !== 'visible') return true
      }
      return false
    }
    if (document.documentElement.scrollWidth <= vw)
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, offenders: [] }
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect()
      return (
        r.width > 0 &&
        r.right > vw + 0.5 &&
        !clipped(el) &&
        ![...el.children].some((c) => c.getBoundingClientRect().right > vw + 0.5)
      )
    })
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: vw,
      offenders: out.slice(0, 5).map(describe),
    }
  })
}

/**
 * The page's tables: those wider than their box (cut off, or scrolling sideways), and those
 * drawn as cards (each row stacked) rather than as a table. Each named by its caption.
 */
export async function tableLayouts(page: Page) {
  return page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll<HTMLElement>('main [data-slot="table-container"]'),
    ].filter((box) => box.checkVisibility())
    const name = (box: HTMLElement) =>
      (box.querySelector('caption')?.textContent ?? 'table').split(':')[0]
    return {
      clipped: boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => `${name(box)}: ${box.scrollWidth} px in ${box.clientWidth} px`),
      stacked: boxes
        .filter((box) => getComputedStyle(box.querySelector('table')!).display !== 'table')
        .map(name),
    }
  })
}

/**
 * The shell's parts as drawn now: the header's height, whether the fixed sidebar is drawn, and
 * what covers what: the floating buttons over the header, the header over the main area, and,
 * with the page scrolled to its end, the floating buttons over the main area's last content
 * (its padding left out: that strip is there for them). Scrolls back to the top.
 */
export async function shellLayout(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const box = (el: Element | null) => el?.getBoundingClientRect() ?? null
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5
    const header = box(document.querySelector('header'))
    const main = document.querySelector('main')!
    const floating = () =>
      [...document.querySelectorAll('[data-floating]')]
        .filter((el) => (el as HTMLElement).checkVisibility())
        .map((el) => el.getBoundingClientRect())
    const overlaps: string[] = []
    window.scrollTo(0, 0)
    await frame()
    if (header) {
      if (floating().some((f) => hit(f, header)))
        overlaps.push('a floating button covers the header')
      if (box(main)!.top < header.bottom - 0.5) overlaps.push('the header covers the main area')
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
    await frame()
    // The end of the content: the bottom of main's last box (the boxes inside a scrolling
    // table end where their box does, not where their hidden rows would).
    const boxes = [...main.children].map((child) => child.getBoundingClientRect())
    const end = boxes.reduce((a, b) => (b.bottom > a.bottom ? b : a), boxes[0] ?? box(main)!)
    if (floating().some((f) => end.bottom > f.top + 0.5 && end.top < f.bottom))
      overlaps.push(
        `a floating button covers the end of the page (content ends at ${Math.round(end.bottom)} px)`,
      )
    window.scrollTo(0, 0)
    await frame()
    return {
      headerHeight: header ? Math.round(header.height) : 0,
      sidebarShown: !!document.getElementById('app-sidebar')?.checkVisibility(),
      overlaps,
    }
  })
}

/**
 * Walks the focus with Tab through up to `stops` controls and returns each one that a floating
 * button covered, even in part, where it stopped (WCAG 2.4.11).
 */
export async function focusUnderFloating(page: Page, stops: number) {
  const covered: string[] = []
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          // Two frames: the page's own scrolling after focus has run by then.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const el = document.activeElement
              if (!el || el === document.body || el.closest('[data-floating]')) return resolve(null)
              const r = el.getBoundingClientRect()
              const under = [...document.querySelectorAll('[data-floating]')].some((f) => {
                const b = f.getBoundingClientRect()
                return r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom
              })
              resolve(
                under
                  ? `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
                  : null,
              )
            }),
          ),
        ),
    )
    if (found) covered.push(found)
  }
  return covered
}
