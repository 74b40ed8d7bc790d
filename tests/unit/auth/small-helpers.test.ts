import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { clearAuthStorage, isAuthStorageKey } from '@/lib/auth/clear-storage'
import { describeAuthError } from '@/lib/actions/errors'
import { parsePublicEnv } from '@/lib/env-schema'
import { interpolate, lookup } from '@/components/i18n/client-messages'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('clearing stored auth keys on sign-out', () => {
  it('removes supabase.auth.* and *sb-* keys only', () => {
    const storage = new MemoryStorage()
    for (const key of [
      'supabase.auth.token',
      'sb-127-auth-token',
      'x-sb-y',
      'accessibility-settings',
      'theme',
    ])
      storage.setItem(key, '1')
    expect(clearAuthStorage([storage]).sort()).toEqual([
      'sb-127-auth-token',
      'supabase.auth.token',
      'x-sb-y',
    ])
    expect([storage.key(0), storage.key(1)]).toEqual(['accessibility-settings', 'theme'])
    expect(isAuthStorageKey('my-supabase.auth.x')).toBe(false)
  })
})

describe('auth error text', () => {
  it('translates known codes, shows other server messages, falls back when there is none', () => {
    expect(
      describeAuthError(
        { code: 'invalid_credentials', message: 'Invalid login credentials' },
        'loginFailed',
      ),
    ).toEqual({ key: 'invalidCredentials' })
    expect(
      describeAuthError({ message: 'School "X" does not exist' }, 'registrationFailed'),
    ).toEqual({ raw: 'School "X" does not exist' })
    expect(describeAuthError({ message: '' }, 'loginFailed')).toEqual({ key: 'loginFailed' })
    expect(describeAuthError({ message: '{}' }, 'loginFailed')).toEqual({ key: 'loginFailed' })
    expect(describeAuthError(null, 'logoutFailed')).toEqual({ key: 'logoutFailed' })
  })
})

describe('environment', () => {
  const ok = {
    NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key',
  }

  it('parses and defaults the site URL', () => {
    expect(parsePublicEnv(ok)).toEqual({ ...ok, NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' })
  })

  it('stops with a message naming each missing variable', () => {
    expect(() => parsePublicEnv({})).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL is missing.*NEXT_PUBLIC_SUPABASE_ANON_KEY is missing/,
    )
    expect(() => parsePublicEnv({ ...ok, NEXT_PUBLIC_SUPABASE_ANON_KEY: '' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_ANON_KEY is missing/,
    )
    expect(() => parsePublicEnv({ ...ok, NEXT_PUBLIC_SUPABASE_URL: 'not a url' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL is not valid/,
    )
  })
})

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
