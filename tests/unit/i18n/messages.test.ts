import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'
import { M } from '@/lib/validation/messages'
import { messageLeaves as leaves, type MessageJson as Tree } from '../support/message-leaves'

// An argument is `{name}` or `{name, plural, …}`; plural branch texts like `{none unread}` are not.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort()

describe('messages', () => {
  const enLeaves = leaves(en as Tree)
  const fiLeaves = leaves(fi as Tree)

  it('en and fi have the same keys', () => {
    expect([...fiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort())
  })

  it('no value is empty', () => {
    for (const [key, value] of [...enLeaves, ...fiLeaves]) expect(value.trim(), key).not.toBe('')
  })

  it('both languages use the same placeholders', () => {
    for (const [key, value] of enLeaves)
      expect(placeholders(fiLeaves.get(key) ?? ''), key).toEqual(placeholders(value))
  })

  it('every schema error key has a text (both languages, by the test above)', () => {
    for (const key of Object.values(M)) expect(enLeaves.has(`validation.${key}`), key).toBe(true)
  })

  it('keeps the product wording of auth messages and skip links in English', () => {
    expect(enLeaves.get('auth.accountCreatedVerify')).toBe(
      'Account created successfully. Please check your email to verify your account.',
    )
    expect(enLeaves.get('auth.accountCreatedLoggedIn')).toBe(
      'Account created and logged in successfully.',
    )
    expect(enLeaves.get('auth.welcomeBack')).toBe('Welcome back, {name}!')
    expect(enLeaves.get('access.denied')).toBe(
      'Access denied. This page is only accessible to {allowed}. You are currently logged in as {current}.',
    )
    expect(enLeaves.get('skip.main')).toBe('Skip to main content')
    expect(enLeaves.get('skip.accessibility')).toBe('Skip to accessibility settings')
  })
})
