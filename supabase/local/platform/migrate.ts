import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db'
import type { Logger } from './types'

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql')
/** Idempotent additions to the platform schema, run at every start (see the file's header). */
const UPGRADE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'upgrade.sql')

export interface PrepareResult {
  fresh: boolean
  applied: string[]
  seeded: boolean
}

/**
 * Brings a database to the state `supabase db reset` leaves: the platform bootstrap on a fresh
 * database, the platform's later schema additions on any database, then every not-yet-applied migration in filename order (each in its own
 * transaction, tracked in supabase_migrations.schema_migrations), then seed.sql — only on a
 * fresh database, as the CLI does.
 */
export async function prepareDatabase(
  db: Db,
  opts: { supabaseDir: string; seed?: boolean; log?: Logger },
): Promise<PrepareResult> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  )
  const fresh = !rows[0].ok
  if (fresh) await db.exec(readFileSync(BOOTSTRAP, 'utf8'))
  await db.exec(readFileSync(UPGRADE, 'utf8'))

  const migrationsDir = path.join(opts.supabaseDir, 'migrations')
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => /^\d+_.*\.sql$/.test(f))
        .sort()
    : []
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  )
  const applied: string[] = []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (done.has(version)) continue
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, rest.join('_')],
        )
      })
    } catch (e) {
      throw new Error(`Migration ${file} failed: ${(e as Error).message}`)
    }
    applied.push(file)
    opts.log?.info(`applied migration ${file}`)
  }

  let seeded = false
  const seedPath = path.join(opts.supabaseDir, 'seed.sql')
  if (fresh && opts.seed !== false && existsSync(seedPath)) {
    try {
      await db.transaction((tx) => tx.exec(readFileSync(seedPath, 'utf8')))
    } catch (e) {
      throw new Error(`seed.sql failed: ${(e as Error).message}`)
    }
    seeded = true
    opts.log?.info('applied seed.sql')
  }
  return { fresh, applied, seeded }
}
