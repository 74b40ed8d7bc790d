import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../supabase/local/config'
import { openDatabase } from '../../../supabase/local/db'
import { prepareDatabase } from '../../../supabase/local/platform/migrate'
import { generateTypes } from '../../../supabase/local/rest/typegen'
import { REPO_ROOT } from '../../../supabase/local/server'

/** The app's typed client is only as good as lib/database.types.ts: it must match the migrations. */
describe('lib/database.types.ts', () => {
  it('is what `npm run db:types` generates from supabase/migrations today', async () => {
    const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
    const db = await openDatabase({ pgliteDir: null })
    try {
      await prepareDatabase(db, { supabaseDir: config.supabaseDir, seed: false })
      const expected = await generateTypes(db, config.api.schemas)
      const committed = readFileSync(path.join(REPO_ROOT, 'lib/database.types.ts'), 'utf8')
      expect(committed, 'run `npm run db:types` and commit lib/database.types.ts').toBe(expected)
    } finally {
      await db.close()
    }
    // A fresh embedded database runs every migration: slow on a busy two-core machine.
  }, 120_000)
})
