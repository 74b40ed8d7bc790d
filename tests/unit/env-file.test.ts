import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureEnvFile } from '../../scripts/env-file'

describe('ensureEnvFile', () => {
  it('adds only the missing keys and keeps what the developer wrote', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oppi-env-')), '.env.local')
    writeFileSync(file, '# mine\nNEXT_PUBLIC_SUPABASE_URL=https://example.supabase.co')
    const added = ensureEnvFile(file, { NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321', A_KEY: 'v' })
    expect(added).toEqual(['A_KEY'])
    expect(readFileSync(file, 'utf8')).toBe('# mine\nNEXT_PUBLIC_SUPABASE_URL=https://example.supabase.co\nA_KEY=v\n')
    expect(ensureEnvFile(file, { A_KEY: 'other' })).toEqual([])
  })

  it('creates the file when there is none', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oppi-env-')), '.env.local')
    expect(ensureEnvFile(file, { X: '1' })).toEqual(['X'])
    expect(readFileSync(file, 'utf8')).toBe('X=1\n')
  })
})
