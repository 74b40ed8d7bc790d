import { describe, expect, it } from 'vitest'
import { parsePublicEnv } from '@/lib/env-schema'

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
