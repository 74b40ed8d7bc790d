import { readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { execFile } from 'node:child_process'
import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { denoBinary } from '../../../functions/deno'
import { REPO_ROOT } from '../../../server'

/**
 * The project's TypeScript check leaves Deno code out (it imports `npm:` specifiers and uses
 * the Deno global), so Deno checks it here: every function, the fixtures and the worker host.
 */
function entryPoints(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => path.join(dir, name, 'index.ts'))
    .filter((file) => existsSync(file) && !path.basename(path.dirname(file)).startsWith('_'))
}

function denoCheck(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      denoBinary(),
      ['check', '--quiet', ...args],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DENO_DIR: path.join(os.tmpdir(), 'oppi-supabase-local-deno'),
          DENO_NO_PACKAGE_JSON: '1',
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          ...(process.env.NODE_EXTRA_CA_CERTS && !process.env.DENO_CERT
            ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS }
            : {}),
        },
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })
}

describe('Deno code', () => {
  it('type-checks with deno check', { timeout: 180_000 }, async () => {
    const files = [
      ...entryPoints(path.join(REPO_ROOT, 'supabase/functions')),
      ...entryPoints(path.resolve(import.meta.dirname, '../fixtures/functions/functions')),
      path.resolve(import.meta.dirname, '../../../functions/runtime/host.ts'),
    ]
    expect(files.length).toBeGreaterThan(5)
    // A function with its own deno.json is checked with it, as Deno runs it; the rest together.
    const own = (file: string) => path.join(path.dirname(file), 'deno.json')
    const runs = [
      ['--no-config', ...files.filter((f) => !existsSync(own(f)))],
      ...files.filter((f) => existsSync(own(f))).map((f) => ['--config', own(f), f]),
    ]
    const results = await Promise.all(runs.map((args) => denoCheck(args)))
    const result = {
      code: Math.max(...results.map((r) => r.code)),
      output: results.map((r) => r.output).join(''),
    }
    expect(result.output).toBe('')
    expect(result.code).toBe(0)
  })
})
