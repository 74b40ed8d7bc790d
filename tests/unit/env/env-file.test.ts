import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureEnvFile, syncLocalUrl } from '../../../scripts/env-file'

describe('ensureEnvFile', () => {
  it('adds only the missing keys and keeps what the developer wrote', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oppi-env-')), '.env.local')
    writeFileSync(file, '# mine\nNEXT_PUBLIC_SUPABASE_URL=https://example.supabase.co')
    const added = ensureEnvFile(file, {
      NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      A_KEY: 'v',
    })
    expect(added).toEqual(['A_KEY'])
    expect(readFileSync(file, 'utf8')).toBe(
      '# mine\nNEXT_PUBLIC_SUPABASE_URL=https://example.supabase.co\nA_KEY=v\n',
    )
    expect(ensureEnvFile(file, { A_KEY: 'other' })).toEqual([])
  })

  it('creates the file when there is none', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oppi-env-')), '.env.local')
    expect(ensureEnvFile(file, { X: '1' })).toEqual(['X'])
    expect(readFileSync(file, 'utf8')).toBe('X=1\n')
  })
})

describe('syncLocalUrl', () => {
  const fileWith = (text: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oppi-env-')), '.env.local')
    writeFileSync(file, text)
    return file
  }

  it('moves a stale local site URL to the port the app serves on now, keeping the rest', () => {
    const file = fileWith('# mine\nNEXT_PUBLIC_SITE_URL=http://127.0.0.1:3000\nOTHER=1\n')
    expect(syncLocalUrl(file, 'NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3100')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(
      '# mine\nNEXT_PUBLIC_SITE_URL=http://127.0.0.1:3100\nOTHER=1\n',
    )
    expect(syncLocalUrl(file, 'NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3100')).toBe(false)
  })

  it('also rewrites localhost and quoted values', () => {
    const file = fileWith('NEXT_PUBLIC_SITE_URL="http://localhost:3000"\n')
    expect(syncLocalUrl(file, 'NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3005')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3005\n')
  })

  it('leaves an address that is not local alone (a tunnel or staging site is chosen on purpose)', () => {
    const file = fileWith('NEXT_PUBLIC_SITE_URL=https://oppi.example.fi\n')
    expect(syncLocalUrl(file, 'NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3000')).toBe(false)
    expect(readFileSync(file, 'utf8')).toBe('NEXT_PUBLIC_SITE_URL=https://oppi.example.fi\n')
  })

  it('adds the key when the file does not have it', () => {
    const file = fileWith('A=1\n')
    expect(syncLocalUrl(file, 'NEXT_PUBLIC_SITE_URL', 'http://127.0.0.1:3000')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('A=1\nNEXT_PUBLIC_SITE_URL=http://127.0.0.1:3000\n')
  })
})
