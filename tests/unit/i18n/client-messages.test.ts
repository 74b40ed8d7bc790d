import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { interpolate, lookup } from '@/components/i18n/client-messages'

describe('client messages', () => {
  it('looks up dotted keys and fills {values}', () => {
    const messages = { auth: { welcomeBack: 'Welcome back, {name}!' } }
    expect(lookup(messages, 'auth.welcomeBack')).toBe('Welcome back, {name}!')
    expect(lookup(messages, 'auth.missing')).toBeUndefined()
    expect(lookup(messages, 'auth')).toBeUndefined()
    expect(interpolate('Welcome back, {name}!', { name: 'Aino' })).toBe('Welcome back, Aino!')
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  it('fills in compiled messages, as the app build delivers them, with plurals in the locale', () => {
    // The shapes the build sends: plain text stays a string, a message with values an array.
    const messages = {
      live: { label: compile('Notifications'), many: compile('Notifications, {count} unread') },
      auth: { wait: compile('Odota {seconds, plural, one {# sekunti} other {# sekuntia}}.') },
    }
    expect(lookup(messages, 'live.label')).toBe('Notifications')
    expect(Array.isArray(lookup(messages, 'live.many'))).toBe(true)
    expect(lookup(messages, 'live')).toBeUndefined()
    expect(interpolate(lookup(messages, 'live.many')!, { count: '9+' })).toBe(
      'Notifications, 9+ unread',
    )
    expect(interpolate(lookup(messages, 'auth.wait')!, { seconds: 1 }, 'fi')).toBe(
      'Odota 1 sekunti.',
    )
    expect(interpolate(lookup(messages, 'auth.wait')!, { seconds: 1500 }, 'fi')).toBe(
      'Odota 1\u00a0500 sekuntia.',
    )
  })
})
