import { describe, expect, it } from 'vitest'
import {
  applyMediaSettings,
  autoplayAllowed,
  captionsDefault,
  type MediaLike,
} from '@/lib/accessibility/media'
import { insertDictation, recognitionLang } from '@/lib/accessibility/voice'
import {
  HEARING_NOTICE_MS,
  VISUAL_ALERT_MS,
  visualAlertDuration,
} from '@/lib/accessibility/visual-alert'
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '@/lib/accessibility/settings'

/** A stand-in for a media element (Node has no DOM): it records what was done to it. */
function fakeMedia(init: {
  autoplay: boolean
  paused: boolean
  tracks?: { kind: string; mode: string }[]
}) {
  const removed: string[] = []
  let pauses = 0
  const media: MediaLike & { removed: string[]; pauses: () => number } = {
    autoplay: init.autoplay,
    paused: init.paused,
    pause() {
      pauses++
      this.paused = true
    },
    removeAttribute(name: string) {
      removed.push(name)
    },
    textTracks: init.tracks,
    removed,
    pauses: () => pauses,
  }
  return media
}

describe('media settings', () => {
  it('captions follow the setting and are off by default', () => {
    expect(captionsDefault(DEFAULT_ACCESSIBILITY_SETTINGS)).toBe(false)
    expect(captionsDefault({ captionsEnabled: true })).toBe(true)
  })

  it('autoplay is allowed unless the person turned it off', () => {
    expect(autoplayAllowed(DEFAULT_ACCESSIBILITY_SETTINGS)).toBe(true)
    expect(autoplayAllowed({ autoplayDisabled: true })).toBe(false)
  })

  it('with autoplay off, a clip that started by itself stops and loses its autoplay', () => {
    const media = fakeMedia({ autoplay: true, paused: false })
    applyMediaSettings(media, { autoplayDisabled: true, captionsEnabled: false })
    expect(media.autoplay).toBe(false)
    expect(media.paused).toBe(true)
    expect(media.removed).toContain('autoplay')
  })

  it('with autoplay off, a clip the person started keeps playing', () => {
    const media = fakeMedia({ autoplay: false, paused: false })
    applyMediaSettings(media, { autoplayDisabled: true, captionsEnabled: false })
    expect(media.pauses()).toBe(0)
  })

  it('with autoplay allowed, nothing is touched', () => {
    const media = fakeMedia({ autoplay: true, paused: false })
    applyMediaSettings(media, { autoplayDisabled: false, captionsEnabled: false })
    expect(media.autoplay).toBe(true)
    expect(media.removed).toEqual([])
  })

  it('with captions on, the captions track shows (before subtitles), other tracks stay as they were', () => {
    const tracks = [
      { kind: 'subtitles', mode: 'disabled' },
      { kind: 'captions', mode: 'disabled' },
      { kind: 'chapters', mode: 'hidden' },
    ]
    applyMediaSettings(fakeMedia({ autoplay: false, paused: true, tracks }), {
      autoplayDisabled: false,
      captionsEnabled: true,
    })
    expect(tracks.map((t) => t.mode)).toEqual(['disabled', 'showing', 'hidden'])
  })

  it('with captions on and only subtitles, the subtitles show; with captions off, tracks are left alone', () => {
    const tracks = [{ kind: 'subtitles', mode: 'disabled' }]
    applyMediaSettings(fakeMedia({ autoplay: false, paused: true, tracks }), {
      autoplayDisabled: false,
      captionsEnabled: false,
    })
    expect(tracks[0].mode).toBe('disabled')
    applyMediaSettings(fakeMedia({ autoplay: false, paused: true, tracks }), {
      autoplayDisabled: false,
      captionsEnabled: true,
    })
    expect(tracks[0].mode).toBe('showing')
  })
})

describe('visual alert timing', () => {
  it('a banner stays 5 s, the hearing-support notice 8 s', () => {
    expect(visualAlertDuration('status')).toBe(5000)
    expect(visualAlertDuration('alert')).toBe(VISUAL_ALERT_MS)
    expect(visualAlertDuration('hearing-notice')).toBe(8000)
    expect(HEARING_NOTICE_MS).toBeGreaterThan(VISUAL_ALERT_MS)
  })
})

describe('voice input', () => {
  it('listens in the page language, as a full language tag', () => {
    expect(recognitionLang('fi')).toBe('fi-FI')
    expect(recognitionLang('FI-fi')).toBe('fi-FI')
    expect(recognitionLang('en')).toBe('en-GB')
    expect(recognitionLang('en-US')).toBe('en-US')
    expect(recognitionLang('')).toBe('en-GB')
    expect(recognitionLang(undefined)).toBe('en-GB')
  })

  it('puts what was heard at the cursor, one space from its neighbours', () => {
    expect(insertDictation('', 0, 0, ' hello ')).toEqual({ value: 'hello', cursor: 5 })
    expect(insertDictation('Dear', 4, 4, 'teacher')).toEqual({ value: 'Dear teacher', cursor: 12 })
    expect(insertDictation('Dear ', 5, 5, 'teacher')).toEqual({ value: 'Dear teacher', cursor: 12 })
    expect(insertDictation('ab', 1, 1, 'x')).toEqual({ value: 'a x b', cursor: 3 })
  })

  it('replaces a selection, and nothing heard changes nothing', () => {
    expect(insertDictation('one two three', 4, 7, 'four')).toEqual({
      value: 'one four three',
      cursor: 8,
    })
    expect(insertDictation('keep', 2, 2, '   ')).toEqual({ value: 'keep', cursor: 2 })
  })
})
