import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config'
import { openDatabase } from './db'
import { prepareDatabase } from './platform/migrate'
import { generateTypes } from './rest/typegen'
import { PROJECT_CONFIG, REPO_ROOT } from './server'

/**
 * `npm run db:types`: applies supabase/migrations to a fresh in-memory PGlite and writes
 * lib/database.types.ts in the format `supabase gen types typescript --local` produces, for
 * the schemas config.toml exposes ([api] schemas).
 *   --config <supabase/config.toml>  --out <lib/database.types.ts>  --schema <name> (repeatable)
 */
async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', default: PROJECT_CONFIG },
      out: { type: 'string', default: path.join(REPO_ROOT, 'lib/database.types.ts') },
      schema: { type: 'string', multiple: true },
    },
  })
  // Paths given on the command line are the caller's: npm runs this script in the package's
  // folder and says in INIT_CWD where it was called from (`npm run db:types -- --out x.ts`).
  const here = process.env.INIT_CWD ?? process.cwd()
  const config = loadConfig(path.resolve(here, values.config!))
  const db = await openDatabase({ pgliteDir: null })
  try {
    await prepareDatabase(db, { supabaseDir: config.supabaseDir, seed: false })
    const text = await generateTypes(db, values.schema?.length ? values.schema : config.api.schemas)
    writeFileSync(path.resolve(here, values.out!), text)
    console.log(`wrote ${path.relative(here, path.resolve(here, values.out!))}`)
  } finally {
    await db.close()
  }
}

main().catch((e) => {
  console.error((e as Error).message)
  process.exit(1)
})
