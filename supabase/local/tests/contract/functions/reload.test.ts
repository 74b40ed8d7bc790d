import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../../testing/test-server'
import { bearer, FIXTURE_CONFIG } from './support'

/**
 * While developing, an edited function or functions/.env is served fresh from the next request
 * on, without restarting the server (as `supabase functions serve` does).
 */
let dir: string
let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'oppi-functions-'))
  cpSync(path.join(path.dirname(FIXTURE_CONFIG), 'functions/env'), path.join(dir, 'env'), {
    recursive: true,
  })
  writeFileSync(path.join(dir, '.env'), 'FIXTURE_SECRET=first\n')
  server = await startTestServer({ configPath: FIXTURE_CONFIG, seed: false, functions: { dir } })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const read = async (name: string) => {
  const res = await fetch(`${server.url}/functions/v1/${name}`, {
    headers: bearer(server.keys.anonKey),
  })
  return { status: res.status, body: await res.text() }
}

async function eventually(check: () => Promise<boolean>) {
  const until = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the change was not picked up within 10 s')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('functions/v1 while developing', () => {
  it('serves a function from the folder it was given, and picks up an edited .env', async () => {
    expect(JSON.parse((await read('env')).body).fromDotEnv).toBe('first')
    writeFileSync(path.join(dir, '.env'), 'FIXTURE_SECRET=second\n')
    await eventually(async () => JSON.parse((await read('env')).body).fromDotEnv === 'second')
  })

  it('serves a new function and an edited one without a restart', async () => {
    expect((await read('hello')).status).toBe(404)
    const file = path.join(dir, 'hello', 'index.ts')
    cpSync(path.join(dir, 'env'), path.join(dir, 'hello'), { recursive: true })
    writeFileSync(file, "Deno.serve(() => new Response('version one'))\n")
    await eventually(async () => (await read('hello')).body === 'version one')
    writeFileSync(file, "Deno.serve(() => new Response('version two'))\n")
    await eventually(async () => (await read('hello')).body === 'version two')
  })
})
