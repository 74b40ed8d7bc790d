import { expect, test } from '../support/test'
import { captionsOnScreen, expectNoAxeViolations, playByKeyboard } from '../support'

/**
 * The demo school's own public video plays for a first-time visitor, as a newcomer meets it:
 * the seed's clip (supabase/seed/videos, uploaded on start) loads, runs, and shows its English
 * captions, with the Finnish track beside them.
 */
const PHOTOSYNTHESIS = '00000000-0000-4000-8004-000000000001'

test('a seeded video plays with its captions', async ({ page }) => {
  await page.goto(`/video/${PHOTOSYNTHESIS}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photosynthesis explained')
  const video = page.locator('video')
  await expect(page.locator('video track')).toHaveCount(2)
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)))
    .toBeGreaterThan(8)

  await video.evaluate((v: HTMLVideoElement) => {
    for (const t of Array.from(v.textTracks)) t.mode = t.language === 'en' ? 'showing' : 'disabled'
  })
  await playByKeyboard(page, video)
  await expect
    .poll(() => captionsOnScreen(video))
    .toEqual(['Plants take in light, water and carbon dioxide.'])
  await expectNoAxeViolations(page)
})
