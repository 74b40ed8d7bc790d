import { expect, test } from '../support/test'
import { axeViolations } from '../support'

// The faults go into the body, not into the page's own elements: React leaves nodes that
// others add to the body alone, while one added inside its own tree before hydration has
// finished is removed again (and the test would measure nothing).
//
// The accessibility check every other spec relies on must itself find what it is meant to: a
// page that passes is only evidence if the same check fails a page with faults. Three faults
// are added to the sign-in page: a picture with no text alternative (WCAG 2a), grey text too
// faint to read (2aa) and a button whose name does not contain its visible label (the Label in
// Name rule, which axe leaves off unless asked). A second scan on the same page, after the
// faults are mended, finds nothing.
test('the axe check finds faults of each level it promises, and none once they are mended', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.evaluate(() => {
    const box = document.createElement('div')
    box.id = 'faults'
    box.innerHTML = `
      <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
      <p id="faint" style="color:#ccc;background:#fff">Faint words</p>
      <button id="misnamed" type="button" aria-label="Delete everything">Save</button>`
    document.body.append(box)
  })
  const found = (await axeViolations(page)).map((v) => v.split(':')[0]).sort()
  expect(found).toEqual(['color-contrast', 'image-alt', 'label-content-name-mismatch'])

  await page.evaluate(() => document.getElementById('faults')!.remove())
  expect(await axeViolations(page)).toEqual([])
})

// A control that has just changed colours is measured as the reader will see it once the
// change has played out, not halfway (when its text and background are the same grey); a
// spinner that turns for ever does not hold the scan up. The transition starts nearly halfway
// through (a negative delay), so a scan that did not wait would find grey on grey.
test('the axe check waits for colour transitions to end, and not for endless animations', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    const box = document.createElement('div')
    box.id = 'moving'
    box.innerHTML = `
      <button id="fading" type="button" style="color:#fff;background:#111;transition:color 1.6s linear -0.7s,background-color 1.6s linear -0.7s">Publish</button>
      <style>@keyframes axe-check-turn { to { transform: rotate(360deg) } }</style>
      <span id="spinner" style="display:inline-block;animation:axe-check-turn 1s linear infinite">*</span>`
    document.body.append(box)
  })
  await page.evaluate(() => {
    const button = document.getElementById('fading')!
    button.getBoundingClientRect()
    button.style.color = '#111'
    button.style.background = '#fff'
  })
  // Running when the scan starts: the two colour transitions, and the endless turn.
  expect(
    await page.evaluate(() =>
      document
        .getAnimations()
        .map((a) => a.constructor.name)
        .sort(),
    ),
  ).toEqual(['CSSAnimation', 'CSSTransition', 'CSSTransition'])
  expect(await axeViolations(page)).toEqual([])
})
