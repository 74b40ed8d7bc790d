/**
 * supabase/migrations holds one migration per domain, squashed from the fifty that built the
 * schema step by step. This builds one database from those fifty (read from git: the parent of
 * the commit that deleted them) and one from the squashed files (those dated before
 * 20261204000000; later migrations build on them and are not part of the squash), on the lane's
 * database kind, and compares their catalogs: the squash must not have changed the schema.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase, type Db, prepareDatabase } from '@oppi/supabase-local/db'
import { createTestDatabase, testDbKind } from '@oppi/supabase-local/testing'
import { readCatalog, type Catalog } from './schema-catalog'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const MIGRATIONS = 'supabase/migrations'
/** The first of the fifty; any of them would do. */
const AN_OLD_FILE = `${MIGRATIONS}/20261121100000_foundation.sql`
const SQUASH_ENDS = '20261204000000'

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })

/** The fifty migrations as they were just before the squash deleted them: name → SQL. */
function oldMigrations(): Map<string, string> {
  let deletedBy = ''
  try {
    deletedBy = git(
      'log',
      '--no-renames',
      '--diff-filter=D',
      '--format=%H',
      '-1',
      '--',
      AN_OLD_FILE,
    ).trim()
  } catch (e) {
    throw new Error(
      `this test reads the migrations from before the squash out of git history, and git ` +
        `could not be asked (${(e as Error).message.split('\n')[0]}); run it in a clone of the ` +
        `repository`,
    )
  }
  if (!deletedBy) {
    throw new Error(
      `git history has no commit that deleted ${AN_OLD_FILE}; this test reads the migrations ` +
        `from before the squash out of git history, so it needs the whole history ` +
        `(a shallow clone: git fetch --unshallow)`,
    )
  }
  const names = git('ls-tree', '--name-only', `${deletedBy}^`, `${MIGRATIONS}/`)
    .split('\n')
    .filter((p) => /\/\d+_.*\.sql$/.test(p))
  return new Map(
    names.map((p) => [path.basename(p), git('show', `${deletedBy}^:${p}`)] as [string, string]),
  )
}

function squashedMigrations(): Map<string, string> {
  const dir = path.join(ROOT, MIGRATIONS)
  return new Map(
    readdirSync(dir)
      .filter((f) => /^\d+_.*\.sql$/.test(f) && f.slice(0, SQUASH_ENDS.length) < SQUASH_ENDS)
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as [string, string]),
  )
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** A new database (of the lane's kind) built from these migrations alone, without the seed. */
async function catalogOf(migrations: Map<string, string>): Promise<Catalog> {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-squash-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(path.join(dir, 'migrations'))
  for (const [name, sql] of migrations) writeFileSync(path.join(dir, 'migrations', name), sql)

  let databaseUrl: string | undefined
  if (testDbKind() === 'postgres') {
    const created = await createTestDatabase('oppi_squash')
    cleanups.push(created.drop)
    databaseUrl = created.url
  }
  const db: Db = await openDatabase({ databaseUrl, pgliteDir: null })
  try {
    const { applied } = await prepareDatabase(db, { supabaseDir: dir, seed: false })
    expect(applied).toHaveLength(migrations.size)
    return await readCatalog(db)
  } finally {
    await db.close()
  }
}

it('the squashed migrations build the same schema as the fifty they replace', async () => {
  const before = oldMigrations()
  const after = squashedMigrations()
  expect(before.size).toBe(50)
  expect(after.size).toBeGreaterThan(0)
  for (const name of after.keys()) expect(before.has(name), name).toBe(false)

  const [was, is] = [await catalogOf(before), await catalogOf(after)]
  expect(Object.keys(is)).toEqual(Object.keys(was))
  // The comparison means something only if the catalog queries found the schema at all.
  const sections = [
    'relations',
    'columns',
    'functions',
    'policies',
    'triggers',
    'comments',
    'buckets',
  ]
  for (const section of sections) expect(was[section].length, section).toBeGreaterThan(0)
  for (const section of Object.keys(was)) expect(is[section], section).toEqual(was[section])
}, 300_000)
