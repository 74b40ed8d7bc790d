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

  it('on Vercel without a site URL, takes the deployment’s public address, never the default', () => {
    const site = (vercel: Record<string, string>) =>
      parsePublicEnv({ ...ok, ...vercel }).NEXT_PUBLIC_SITE_URL
    expect(
      site({
        VERCEL_ENV: 'production',
        VERCEL_PROJECT_PRODUCTION_URL: 'oppi.koulu.fi',
        VERCEL_URL: 'oppi-abc123.vercel.app',
      }),
    ).toBe('https://oppi.koulu.fi')
    expect(
      site({
        VERCEL_ENV: 'preview',
        VERCEL_BRANCH_URL: 'oppi-git-kevat.vercel.app',
        VERCEL_URL: 'oppi-abc123.vercel.app',
      }),
    ).toBe('https://oppi-git-kevat.vercel.app')
    expect(site({ VERCEL_ENV: 'preview', VERCEL_URL: 'oppi-abc123.vercel.app' })).toBe(
      'https://oppi-abc123.vercel.app',
    )
    // A site URL that is set wins.
    expect(
      site({
        NEXT_PUBLIC_SITE_URL: 'https://oppi.example/',
        VERCEL_ENV: 'production',
        VERCEL_PROJECT_PRODUCTION_URL: 'oppi.koulu.fi',
      }),
    ).toBe('https://oppi.example')
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
