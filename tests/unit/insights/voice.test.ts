import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/lib/i18n/locale'
import { REASON_CODES, RISK_LEVELS, type ReasonCode } from '@/lib/insights/record'
import { insightVoice, noneKey, reasonKey, riskKey, type InsightVoice } from '@/lib/insights/voice'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'

/**
 * Each reader hears a record in their own voice (lib/insights/voice.ts): staff the neutral
 * facts with the line each figure fell under, a student about themself and a parent about their
 * child in supportive words, with a level that is not the staff's alarm. Every flag's sentence
 * is formatted here, in both languages, with exactly the numbers the database gives that flag
 * (tests/integration/insights/insight-rule.test.ts pins those).
 */
const VALUES: Record<ReasonCode, Record<string, number>> = {
  missed_recent: { missed: 3, of: 5 },
  completion_low: { handed: 2, of: 5, percent: 40, limit: 75 },
  late_often: { late: 3, of: 5, percent: 40, limit: 75 },
  participation_low: { active: 1, of: 4, percent: 25, limit: 75 },
  average_fell: { from: 80, to: 60, weeks: 3 },
  no_work_yet: {},
  no_students: {},
}
const VOICES: InsightVoice[] = ['staff', 'own', 'child']
const UNSAID: Record<InsightVoice, string[]> = {
  staff: [],
  own: ['percent', 'limit', 'weeks'],
  child: ['weeks', 'limit'],
}
const LANGUAGES = [
  ['en', en],
  ['fi', fi],
] as const

/** The `insights` messages of a language; a missing message or argument throws. */
const translator = (locale: Locale, messages: typeof en) =>
  createTranslator({
    locale,
    messages,
    namespace: 'insights',
    onError: (e) => {
      throw e
    },
  }) as unknown as (key: string, values?: Record<string, number>) => string

describe('insight voices', () => {
  it('a student reads their own record, a parent their child’s, staff the facts', () => {
    expect(insightVoice('student')).toBe('own')
    expect(insightVoice('parent')).toBe('child')
    expect(insightVoice('teacher')).toBe('staff')
    expect(insightVoice('principal')).toBe('staff')
  })

  for (const [locale, messages] of LANGUAGES) {
    const t = translator(locale, messages)

    it(`${locale}: every flag is worded in every voice with the database's numbers`, () => {
      for (const voice of VOICES) {
        for (const code of REASON_CODES) {
          const text = t(reasonKey(voice, code), VALUES[code])
          expect(text, `${voice} ${code}`).not.toMatch(/[{}]/)
          // The sentence names the figure's amount: its numbers appear in it (a student's own
          // gives the counts and spares them the percentages; theirs and a parent's say
          // "lately"; a parent reads the aim only where it helps).
          for (const [name, n] of Object.entries(VALUES[code]))
            if (!UNSAID[voice].includes(name))
              expect(text, `${voice} ${code} ${name}`).toContain(String(n))
        }
        expect(t(noneKey(voice))).not.toBe('')
      }
      expect(t(reasonKey('staff', 'participation_low', true), VALUES.participation_low)).toContain(
        '75',
      )
    })

    it(`${locale}: a student and a parent never read the staff's alarm`, () => {
      const alarm = t(riskKey('staff', 'high'))
      for (const voice of ['own', 'child'] as const) {
        const labels = RISK_LEVELS.map((risk) => t(riskKey(voice, risk)))
        expect(new Set(labels).size).toBe(3)
        expect(labels).not.toContain(alarm)
        expect(t(`${voice}.intro`)).not.toBe('')
      }
    })
  }
})
