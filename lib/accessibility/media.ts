import type { AccessibilitySettings } from './settings'

/**
 * What media does by itself, by the person's settings. A video or audio player asks these
 * instead of reading settings: captions start on when the person asked for them, and nothing
 * starts playing (or reading aloud) unless the person pressed play, when autoplay is off.
 */
export const captionsDefault = (settings: Pick<AccessibilitySettings, 'captionsEnabled'>) =>
  settings.captionsEnabled

export const autoplayAllowed = (settings: Pick<AccessibilitySettings, 'autoplayDisabled'>) =>
  !settings.autoplayDisabled

/** The parts of a media element these rules touch (an HTMLMediaElement in the browser). */
export interface MediaLike {
  autoplay: boolean
  paused: boolean
  pause(): void
  removeAttribute(name: string): void
  textTracks?: ArrayLike<{ kind: string; mode: string }>
}

/**
 * Brings one media element in line with the settings: no autoplay (and stopped if it already
 * started by itself), and its first captions or subtitles track showing when captions are on.
 */
export function applyMediaSettings(
  media: MediaLike,
  settings: Pick<AccessibilitySettings, 'autoplayDisabled' | 'captionsEnabled'>,
) {
  if (!autoplayAllowed(settings)) {
    if (media.autoplay && !media.paused) media.pause()
    media.autoplay = false
    media.removeAttribute('autoplay')
  }
  if (captionsDefault(settings) && media.textTracks) {
    const tracks = Array.from(media.textTracks)
    const captions =
      tracks.find((t) => t.kind === 'captions') ?? tracks.find((t) => t.kind === 'subtitles')
    if (captions) captions.mode = 'showing'
  }
}
