import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { openPglite, type PgliteDb } from '../db/pglite'
import { prepareDatabase } from '../platform/migrate'
import { REPO_ROOT } from '../server'

/**
 * Test servers on PGlite start from a template: the data folder of an in-memory database that
 * has already had the platform bootstrap, the migrations and (when asked) the seed, written out
 * once and read back by every later server on the same schema. Preparing a schema is most of a
 * PGlite server's start (seconds per test file); reading the archive back is a fraction of it.
 * A template is named by a hash of everything that shapes the database (the platform's SQL,
 * the migrations, the seed, PGlite's version), so a changed migration makes a new one, and the
 * server's own start still runs the idempotent platform upgrade and any migration not applied.
 */
const TEMPLATES = path.join(REPO_ROOT, '.supabase-test/pglite-templates')
const PLATFORM_SQL = path.resolve(import.meta.dirname, '../platform')

// PGlite's package.json (not among its exports): in the package's own node_modules, or hoisted
// to the repository's by npm workspaces.
const PGLITE_MANIFEST =
  [path.resolve(import.meta.dirname, '..'), REPO_ROOT]
    .map((dir) => path.join(dir, 'node_modules/@electric-sql/pglite/package.json'))
    .find((file) => existsSync(file)) ?? 'node_modules/@electric-sql/pglite/package.json'

function sqlFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(dir, f))
    : []
}

function templateKey(supabaseDir: string, seed: boolean): string {
  const hash = createHash('sha256')
  const pglite = JSON.parse(readFileSync(PGLITE_MANIFEST, 'utf8')) as { version: string }
  hash.update(`pglite ${pglite.version}\n`)
  const files = [...sqlFiles(PLATFORM_SQL), ...sqlFiles(path.join(supabaseDir, 'migrations'))]
  const seedFile = path.join(supabaseDir, 'seed.sql')
  if (seed && existsSync(seedFile)) files.push(seedFile)
  for (const file of files)
    hash
      .update(`${path.basename(file)}\n`)
      .update(readFileSync(file))
      .update('\n')
  return hash.digest('hex').slice(0, 24)
}

/** An in-memory PGlite in the state a first start on `supabaseDir` would leave it. */
export async function preparedPglite(supabaseDir: string, seed: boolean): Promise<PgliteDb> {
  const file = path.join(TEMPLATES, `${templateKey(supabaseDir, seed)}.tar`)
  if (existsSync(file)) return openPglite(null, new Blob([readFileSync(file)]))
  const db = await openPglite(null)
  try {
    await prepareDatabase(db, { supabaseDir, seed })
    const archive = Buffer.from(await (await db.dumpDataDir()).arrayBuffer())
    mkdirSync(TEMPLATES, { recursive: true })
    // Written aside and renamed: another test process may be reading or writing the same name.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, archive)
    renameSync(partial, file)
    return db
  } catch (e) {
    await db.close().catch(() => undefined)
    throw e
  }
}
