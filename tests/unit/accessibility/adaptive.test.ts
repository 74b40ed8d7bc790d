import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '@/lib/accessibility/settings'
import {
  applySupport,
  primaryDisability,
  supportForDisability,
  supportForNeeds,
} from '@/lib/accessibility/adaptive'

const needs = (over: Partial<Parameters<typeof supportForNeeds>[0]>) => ({
  disabilityDetails: null,
  disabilities: [],
  accommodations: [],
  ...over,
})

describe('primaryDisability', () => {
  it('takes primaryDisability, then primary_disability, then the first listed disability', () => {
    expect(
      primaryDisability({
        disabilityDetails: { primaryDisability: 'hearing_impairment' },
        disabilities: ['adhd'],
      }),
    ).toBe('hearing_impairment')
    expect(
      primaryDisability({
        disabilityDetails: { primary_disability: 'blind_low_vision' },
        disabilities: ['adhd'],
      }),
    ).toBe('blind_low_vision')
    expect(
      primaryDisability({
        disabilityDetails: { severity: 'mild' },
        disabilities: ['adhd', 'visual_impairment'],
      }),
    ).toBe('adhd')
    expect(
      primaryDisability({ disabilityDetails: { primaryDisability: '  ' }, disabilities: [] }),
    ).toBeNull()
    expect(
      primaryDisability({ disabilityDetails: ['visual_impairment'], disabilities: [] }),
    ).toBeNull()
  })
})

describe('supportForDisability', () => {
  it.each([
    ['visual_impairment', 'visual'],
    ['blind_low_vision', 'visual'],
    ['hearing_impairment', 'hearing'],
    ['deaf_hard_hearing', 'hearing'],
    ['physical_disability', 'motor'],
    ['motor_impairment', 'motor'],
    ['mute_non_verbal', 'non_verbal'],
    ['speech_language_disorder', 'non_verbal'],
    ['learning_disability', 'cognitive'],
    ['cognitive_disability', 'cognitive'],
    ['autism_spectrum', 'cognitive'],
    ['adhd', 'cognitive'],
    ['traumatic_brain_injury', 'cognitive'],
    ['Hearing loss', 'hearing'],
  ])('%s → %s', (code, kind) => {
    expect(supportForDisability(code)).toBe(kind)
  })

  it('gives nothing for a code that names no kind', () => {
    expect(supportForDisability('multiple_disabilities')).toBeNull()
    expect(supportForDisability('other')).toBeNull()
  })
})

describe('supportForNeeds', () => {
  it('joins the primary disability’s kind with the accommodations’ kinds, once each, in a fixed order', () => {
    expect(
      supportForNeeds(
        needs({
          disabilityDetails: { primaryDisability: 'hearing_impairment' },
          disabilities: ['hearing_impairment'],
          accommodations: ['extended_time', 'screen_reader', 'large_print'],
        }),
      ),
    ).toEqual(['hearing', 'visual', 'cognitive'])
  })

  it('uses only the primary disability, not every listed one', () => {
    expect(
      supportForNeeds(needs({ disabilities: ['physical_disability', 'visual_impairment'] })),
    ).toEqual(['motor'])
  })

  it('an accommodation alone is enough; a student with no needs gets no support', () => {
    expect(supportForNeeds(needs({ accommodations: ['sign_language_interpreter'] }))).toEqual([
      'hearing',
    ])
    expect(
      supportForNeeds(needs({ accommodations: ['preferential_seating', 'calculator_allowed'] })),
    ).toEqual([])
    expect(supportForNeeds(needs({}))).toEqual([])
  })
})

describe('applySupport', () => {
  it('turns on each kind’s settings and leaves the rest as they were', () => {
    const start = { ...DEFAULT_ACCESSIBILITY_SETTINGS, darkMode: true }
    const visual = applySupport(start, ['visual'])
    expect(visual).toMatchObject({
      fontSize: 150,
      screenReaderOptimized: true,
      highContrast: true,
      darkMode: true,
      captionsEnabled: false,
    })
    expect(applySupport(start, ['hearing'])).toMatchObject({
      captionsEnabled: true,
      visualAlerts: true,
      fontSize: 100,
    })
    expect(applySupport(start, ['motor'])).toMatchObject({
      largeClickTargets: true,
      keyboardNavigation: true,
    })
    expect(applySupport(start, ['cognitive'])).toMatchObject({
      simplifiedInterface: true,
      readingAssistance: true,
      reducedMotion: true,
    })
    expect(applySupport({ ...start, voiceInput: true }, ['non_verbal']).voiceInput).toBe(false)
  })

  it('never makes the text smaller than the student already had it', () => {
    expect(
      applySupport({ ...DEFAULT_ACCESSIBILITY_SETTINGS, fontSize: 200 }, ['visual']).fontSize,
    ).toBe(200)
  })

  it('with no kinds changes nothing', () => {
    expect(applySupport(DEFAULT_ACCESSIBILITY_SETTINGS, [])).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
  })
})
