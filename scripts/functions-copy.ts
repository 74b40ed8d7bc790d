import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '@oppi/supabase-local'

/**
 * A copy of supabase/functions in a new temporary folder (its name starts with `prefix`), whose
 * `.env` holds `env` and nothing else: the functions see only these secrets, as a hosted
 * project's `supabase secrets set` would give them, and a developer's own .env is left out.
 * The caller removes the folder when done.
 */
export function copyFunctionsWithEnv(prefix: string, env: Record<string, string | number>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
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
  return dir
}
