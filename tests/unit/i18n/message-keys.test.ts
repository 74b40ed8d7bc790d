import { describe, expect, it } from 'vitest'
import type { getTranslations } from 'next-intl/server'
import en from '@/messages/en.json'
import {
  hasMessage,
  type KeyIn,
  type MessageKey,
  type MessageNamespace,
  type Translator,
} from '@/lib/i18n/message-keys'
import { messageLeaves, type MessageJson } from '../support/message-leaves'

// The type half of these tests is checked by `tsc --noEmit` (npm run typecheck), which reads
// this file like any other: each @ts-expect-error fails the check if its line stops being an
// error, i.e. if a key that en.json lacks were accepted again.

const leaves = messageLeaves(en as MessageJson)
const t: Translator = Object.assign((key: MessageKey) => key, {
  has: (key: MessageKey) => leaves.has(key),
})

describe('typed message keys', () => {
  it('accept the keys of en.json and refuse any other', () => {
    const known: MessageKey = 'status.errors.forbidden'
    // @ts-expect-error en.json has no such message
    const missing: MessageKey = 'status.errors.nope'
    // @ts-expect-error a namespace, not a message
    const namespaceAsKey: MessageKey = 'status.errors'
    const namespace: MessageNamespace = 'status.errors'
    const relative: KeyIn<'status.errors'> = 'forbidden'
    // @ts-expect-error not a key of that namespace
    const relativeMissing: KeyIn<'status.errors'> = 'nope'
    expect([known, missing, namespaceAsKey, namespace, relative, relativeMissing]).toHaveLength(6)
  })

  it("next-intl's translators take only their namespace's keys (AppConfig)", () => {
    // Never called: the calls are here for the type check.
    const calls = (
      status: Awaited<ReturnType<typeof getTranslations<'status'>>>,
      whole: Awaited<ReturnType<typeof getTranslations<never>>>,
    ) => {
      status('errors.forbidden')
      // @ts-expect-error en.json has no such message
      status('errors.nope')
      // The whole tree's translator is what server actions are given, as a Translator.
      const forActions: Translator = whole
      forActions('status.errors.forbidden')
      // @ts-expect-error en.json has no such message
      forActions('status.errors.nope')
    }
    expect(typeof calls).toBe('function')
  })

  it('let a key known only at run time through when the messages have it', () => {
    const fromDatabase = (kind: string) => `bin.kinds.${kind}`
    const known = fromDatabase('classes')
    expect(hasMessage(t, known) && t(known)).toBe('bin.kinds.classes')
    expect(hasMessage(t, fromDatabase('nope'))).toBe(false)
    expect(hasMessage(t, 'bin.kinds')).toBe(false)
  })
})
