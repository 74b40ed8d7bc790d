import { describe, expect, it } from 'vitest'
import { clearAuthStorage, isAuthStorageKey } from '@/lib/auth/clear-storage'

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
