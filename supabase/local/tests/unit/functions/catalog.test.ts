import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config'
import { findFunction } from '../../../functions/catalog'

/** A supabase folder with config.toml and functions/<name>/<file> as given. */
function project(toml: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-functions-'))
  writeFileSync(path.join(dir, 'config.toml'), toml)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'functions', file)), { recursive: true })
    writeFileSync(path.join(dir, 'functions', file), text)
  }
  const config = loadConfig(path.join(dir, 'config.toml'))
  return { dir, find: (name: string) => findFunction(config, path.join(dir, 'functions'), name) }
}

const serve = 'Deno.serve(() => new Response("ok"))\n'

describe('findFunction', () => {
  it('finds functions/<name>/index.ts with verify_jwt on by default, and nothing else', () => {
    const { dir, find } = project('', {
      'hello/index.ts': serve,
      '_shared/index.ts': serve,
      'empty/readme.md': '',
    })
    expect(find('hello')).toMatchObject({
      name: 'hello',
      entrypoint: path.join(dir, 'functions/hello/index.ts'),
      verifyJwt: true,
      denoConfig: null,
      usesPackageJson: false,
    })
    for (const name of ['_shared', 'empty', 'missing', '..', 'hello/..', '.hidden', ''])
      expect(find(name), name).toBeNull()
  })

  it('reads [functions.<name>] as the CLI does: verify_jwt, enabled, entrypoint, import_map', () => {
    const { dir, find } = project(
      [
        '[functions.open]',
        'verify_jwt = false',
        '[functions.off]',
        'enabled = false',
        '[functions.custom]',
        'entrypoint = "./functions/custom/main.ts"',
        'import_map = "./functions/custom/imports.json"',
        '[functions.configured]',
        'import_map = "./functions/configured/deno.json"',
      ].join('\n'),
      {
        'open/index.ts': serve,
        'off/index.ts': serve,
        'custom/main.ts': serve,
        'configured/index.ts': serve,
      },
    )
    expect(find('open')!.verifyJwt).toBe(false)
    expect(find('off')).toBeNull()
    expect(find('custom')).toMatchObject({
      entrypoint: path.join(dir, 'functions/custom/main.ts'),
      denoConfig: { flag: '--import-map', file: path.join(dir, 'functions/custom/imports.json') },
    })
    expect(find('configured')!.denoConfig).toEqual({
      flag: '--config',
      file: path.join(dir, 'functions/configured/deno.json'),
    })
  })

  it("uses a function's own deno.json, or its package.json when it has no deno.json", () => {
    const { dir, find } = project('', {
      'a/index.ts': serve,
      'a/deno.json': '{}',
      'b/index.ts': serve,
      'b/package.json': '{}',
    })
    expect(find('a')!.denoConfig).toEqual({
      flag: '--config',
      file: path.join(dir, 'functions/a/deno.json'),
    })
    expect(find('b')).toMatchObject({ denoConfig: null, usesPackageJson: true })
  })
})
