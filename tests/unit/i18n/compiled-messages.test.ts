import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import compile from 'icu-minify/compile'
import { _createCache, _createIntlFormatters } from 'use-intl/core'
import formatAtRunTime from 'use-intl/format-message'
import formatCompiled from 'use-intl/format-message/format-only'
import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'
import { messageLeaves, type MessageJson } from '../support/message-leaves'

/**
 * The app's build compiles the message catalogues (next.config.ts) and fills compiled messages
 * in at run time; tests and scripts still format the JSON as written. Both must say the same
 * thing, in both languages: every message, formatted with sample values for each of its
 * arguments (each number, each choice of a select, a date, rich-text tags), gives the same text
 * compiled as it does parsed when used.
 */

type Argument =
  | { kind: 'number' }
  | { kind: 'select'; options: string[] }
  | { kind: 'text' }
  | { kind: 'date' }
  | { kind: 'tag' }

/** Every argument a message uses and what kind of value it takes, from its parsed form. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Argument>()) {
  for (const el of elements) {
    if (el.type === TYPE.argument && !found.has(el.value)) found.set(el.value, { kind: 'text' })
    if (el.type === TYPE.number) found.set(el.value, { kind: 'number' })
    if (el.type === TYPE.date || el.type === TYPE.time) found.set(el.value, { kind: 'date' })
    if (el.type === TYPE.plural) found.set(el.value, { kind: 'number' })
    if (el.type === TYPE.select)
      found.set(el.value, { kind: 'select', options: Object.keys(el.options) })
    if (el.type === TYPE.tag) found.set(el.value, { kind: 'tag' })
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, found)
    if (el.type === TYPE.tag) argumentsOf(el.children, found)
  }
  return found
}

const NUMBERS = [0, 1, 2, 7, 1234.5]

/** The sample values of round `i`: a different number and select choice each round. */
function sampleValues(args: Map<string, Argument>, i: number) {
  const values: Record<string, unknown> = {}
  for (const [name, arg] of args) {
    if (arg.kind === 'number') values[name] = NUMBERS[i % NUMBERS.length]
    if (arg.kind === 'select') values[name] = arg.options[i % arg.options.length]
    if (arg.kind === 'text') values[name] = `«${name}»`
    if (arg.kind === 'date') values[name] = new Date(Date.UTC(2026, 10, 29, 21, 30))
    if (arg.kind === 'tag')
      values[name] = (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`
  }
  return values
}

/** The options use-intl gives a formatter: a fresh cache and formatters, the app's time zone. */
function options(locale: string) {
  const cache = _createCache()
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'Europe/Helsinki' }
}

type Format = (key: string, message: unknown, values: unknown, options: unknown) => unknown
const asText = (out: unknown) => (Array.isArray(out) ? out.join('') : String(out))

describe('compiled messages', () => {
  for (const [locale, messages] of [
    ['en', en],
    ['fi', fi],
  ] as const) {
    it(`${locale}: every message reads the same compiled as parsed at run time`, () => {
      let compared = 0
      for (const [key, message] of messageLeaves(messages as MessageJson)) {
        const args = argumentsOf(parse(message))
        const compiled = compile(message)
        const rounds = Math.max(
          1,
          ...[...args.values()].map((a) =>
            a.kind === 'select' ? a.options.length : a.kind === 'number' ? NUMBERS.length : 1,
          ),
        )
        for (let i = 0; i < rounds; i++) {
          const values = args.size ? sampleValues(args, i) : undefined
          const parsed = asText((formatAtRunTime as Format)(key, message, values, options(locale)))
          const fromCompiled = asText(
            (formatCompiled as Format)(key, compiled, values, options(locale)),
          )
          expect(fromCompiled, `${locale} ${key} ${JSON.stringify(values)}`).toBe(parsed)
          compared++
        }
      }
      // Every message at least once: the comparison above cannot pass by comparing nothing.
      expect(compared).toBeGreaterThanOrEqual(messageLeaves(messages as MessageJson).size)
    })
  }
})
