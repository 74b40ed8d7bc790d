import { rmSync } from 'node:fs'
import { startTestServer } from '@oppi/supabase-local/testing'
import { copyFunctionsWithEnv } from '../../../scripts/functions-copy'

/**
 * A supabase/local of its own whose functions see `env` as their secrets (copyFunctionsWithEnv).
 * `stop()` also removes the copy.
 */
export async function serverWithFunctionEnv(env: Record<string, string>) {
  const dir = copyFunctionsWithEnv('oppi-chat-functions-', env)
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
