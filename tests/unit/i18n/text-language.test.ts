import { describe, expect, it } from 'vitest'
import { contentLang, textLanguage } from '@/lib/i18n/text-language'

describe('the language of a piece of content', () => {
  it('recognises Finnish instructions and feedback', () => {
    expect(
      textLanguage('Vastaa jokaiseen kysymykseen. Kysy opettajalta, jos jokin jää epäselväksi.'),
    ).toBe('fi')
    expect(textLanguage('Hyvää työtä!')).toBe('fi')
    expect(textLanguage('Tee sivun 42 tehtävät 11–20.')).toBe('fi')
  })

  it('recognises English instructions and feedback', () => {
    expect(textLanguage('Answer every question. Ask your teacher if anything is unclear.')).toBe(
      'en',
    )
    expect(textLanguage('Check question 3 again.')).toBe('en')
    expect(textLanguage('Label the parts of a cell.')).toBe('en')
  })

  it('gives no answer for text without words of either language', () => {
    expect(textLanguage('42')).toBeNull()
    expect(textLanguage('')).toBeNull()
    expect(textLanguage(null)).toBeNull()
  })

  it('falls back to the reader interface language only when the text does not tell', () => {
    expect(contentLang('Vastaa kysymyksiin.', 'en')).toBe('fi')
    expect(contentLang('Answer the questions.', 'fi')).toBe('en')
    expect(contentLang('1–10', 'fi')).toBe('fi')
  })
})
