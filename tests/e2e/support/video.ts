import { expect, type Locator, type Page } from '@playwright/test'
import { activate } from './keyboard'

/** The caption cues the video is showing now, as text (an empty list between cues). */
export const captionsOnScreen = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) =>
    Array.from(v.textTracks).flatMap((t) =>
      Array.from(t.activeCues ?? []).map((c) => (c as VTTCue).text),
    ),
  )

/** Presses the player's Play by keyboard and waits until the video has really run a little. */
export async function playByKeyboard(page: Page, video: Locator) {
  await activate(page, page.getByRole('button', { name: 'Play' }))
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.2)
}
