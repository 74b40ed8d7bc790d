import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../../../supabase/local/server'
import { startTestServer } from '../support/local-server'

/**
 * A supabase/local of its own whose functions see `env` as their secrets: a copy of the
 * functions folder with that `.env` (the developer's own .env is left out), as a hosted
 * project's `supabase secrets set` would give them. `stop()` also removes the copy.
 */
export async function serverWithFunctionEnv(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oppi-chat-functions-'))
  cpSync(path.join(REPO_ROOT, 'supabase/functions'), dir, {
    recursive: true,
    filter: (src) => path.basename(src) !== '.env',
  })
  writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  )
  try {
    const server = await startRetried(dir)
    return {
      ...server,
      async stop() {
        await server.stop()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (e) {
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
}

/** Roles are cluster-wide on PostgreSQL: a bootstrap racing another test process's is retried. */
async function startRetried(dir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({ functions: { dir } })
    } catch (e) {
      if (attempt >= 3 || !/tuple concurrently updated/.test((e as Error).message)) throw e
    }
  }
}
