import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { runCommand } from './command'
import { loadConfig } from './config'
import { openDatabase } from './db'
import { prepareDatabase } from './platform/migrate'
import { consoleLogger, defaultDataDir, PROJECT_CONFIG } from './server'

/**
 * `npm run db:reset`: a fresh database with every migration and the seed, like
 * `supabase db reset`. PGlite: the database folder is removed. PostgreSQL (DATABASE_URL): the
 * database is dropped and created again. Stop a running supabase/local first.
 */
async function recreatePostgres(url: string) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!name) throw new Error('DATABASE_URL must name a database')
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
    await client.query(`create database ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

export async function resetDatabase() {
  const started = Date.now()
  const config = loadConfig(PROJECT_CONFIG)
  const databaseUrl = process.env.DATABASE_URL
  const dataDir = defaultDataDir()
  if (databaseUrl) await recreatePostgres(databaseUrl)
  else {
    rmSync(path.join(dataDir, 'db'), { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
  }
  const db = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') })
  try {
    const result = await prepareDatabase(db, {
      supabaseDir: config.supabaseDir,
      log: consoleLogger,
    })
    console.log(
      `database reset (${db.kind}): ${result.applied.length} migrations, seed ${result.seeded ? 'applied' : 'absent'}, ${Date.now() - started} ms`,
    )
  } finally {
    await db.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCommand(resetDatabase)
