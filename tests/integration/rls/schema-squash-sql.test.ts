/**
 * supabase/migrations holds one migration per domain (from foundation to bin, squashed from the
 * fifty that built the schema step by step, then messages and e-mail, folded from the
 * migrations that added them). This builds one database from the old history and one from the
 * domain files (those dated before 20261204000000; later migrations build on them and are not
 * part of either side), on the lane's database kind, and compares their catalogs: folding must
 * not have changed the schema.
 *
 * The old history is the fifty (read from git: as they were just before the squash deleted
 * them) followed by FOLDED, the migrations that landed on their own after the squash and were
 * later folded into their domain files (each read from git as it was just before the fold
 * deleted it, and applied on its own, in FOLDED's order). Until the first deploy a schema change
 * may land as a migration of its own and be folded later: folding it adds its path to FOLDED,
 * and this test then proves the fold changed nothing (docs/decisions.md, "Folding a migration
 * into its domain").
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
/** Migrations folded into their domain files, in the order they were applied. */
const FOLDED = [
  `${MIGRATIONS}/20261204080000_address_proof.sql`,
  `${MIGRATIONS}/20261204090000_second_factor_guard.sql`,
  `${MIGRATIONS}/20261204100000_account_lockout.sql`,
  `${MIGRATIONS}/20261204110000_file_types_and_logged_iep_reads.sql`,
  `${MIGRATIONS}/20261204120000_proven_address_comments.sql`,
  `${MIGRATIONS}/20261205000000_insight_signals.sql`,
  `${MIGRATIONS}/20261205100000_recovery_codes.sql`,
  `${MIGRATIONS}/20261205100100_import_parent_invitations.sql`,
  `${MIGRATIONS}/20261206100000_bucket_policies.sql`,
  `${MIGRATIONS}/20261206100100_insight_forget_rows.sql`,
  `${MIGRATIONS}/20261206100200_subject_news.sql`,
  `${MIGRATIONS}/20261205400000_messages.sql`,
  `${MIGRATIONS}/20261205400100_message_directory.sql`,
  `${MIGRATIONS}/20261205500000_email.sql`,
  `${MIGRATIONS}/20261206000000_auth_email.sql`,
  `${MIGRATIONS}/20261206000200_announcement_rules.sql`,
  `${MIGRATIONS}/20261206000300_email_preference_choices.sql`,
  `${MIGRATIONS}/20261206200000_waiting_members.sql`,
  `${MIGRATIONS}/20261207000000_insight_forget_classes.sql`,
  `${MIGRATIONS}/20261207000100_updated_at_triggers.sql`,
  `${MIGRATIONS}/20261208000000_attachment_sizes.sql`,
  `${MIGRATIONS}/20261209100000_bin_keeps_video_captions.sql`,
  `${MIGRATIONS}/20261209000000_hand_in_notification_data.sql`,
  `${MIGRATIONS}/20261209000100_extended_time_rule.sql`,
  `${MIGRATIONS}/20261209000200_sensitive_fields.sql`,
]

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })

/**
 * The last commit of the history that has this file: among the commits that touched it
 * (newest first), the first that holds it, or else the parent of one that deleted it.
 */
function lastCommitWith(file: string): string {
  let touched: string[] = []
  try {
    // --full-history: a migration added and folded inside a merged branch leaves the merge
    // TREESAME to main, and git's default simplification would not look inside the branch.
    touched = git('log', '--full-history', '--no-renames', '--format=%H %P', '--', file)
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch (e) {
    throw new Error(
      `this test reads the migrations the domain files replace out of git history, and ` +
        `git could not be asked (${(e as Error).message.split('\n')[0]}); run it in a clone of ` +
        `the repository`,
    )
  }
  const has = (commit: string) => git('ls-tree', '--name-only', commit, file).trim() !== ''
  for (const line of touched) {
    const [commit, ...parents] = line.split(' ')
    const holder = [commit, ...parents].find(has)
    if (holder) return holder
  }
  throw new Error(
    `git history has no commit with ${file}; this test reads the migrations the domain files ` +
      `replace out of git history, so it needs the whole history ` +
      `(a shallow clone: git fetch --unshallow)`,
  )
}

const migrationAt = (commit: string, file: string): [string, string] => [
  path.basename(file),
  git('show', `${commit}:${file}`),
]

/**
 * The old history in the order it is applied: the fifty as the squash found them, then each
 * folded migration on its own, in FOLDED's order. FOLDED's order is the one in which their
 * texts (as each was just before its fold) build on each other, which is not always the order
 * of their names: when the bucket policies were folded, the messages migration was changed to
 * make its bucket's policies with their function, so its last text comes after them.
 */
function oldMigrations(): Map<string, string>[] {
  const squashed = lastCommitWith(AN_OLD_FILE)
  // Some migrations that were folded later were already there when the squash was made; they
  // are applied in their own step, as their fold found them.
  const fifty = git('ls-tree', '--name-only', squashed, `${MIGRATIONS}/`)
    .split('\n')
    .filter((p) => /\/\d+_.*\.sql$/.test(p) && !FOLDED.includes(p))
  return [
    new Map(fifty.map((p) => migrationAt(squashed, p))),
    ...FOLDED.map((p) => new Map([migrationAt(lastCommitWith(p), p)])),
  ]
}

const migrationFiles = () => readdirSync(path.join(ROOT, MIGRATIONS))

function domainMigrations(): Map<string, string> {
  const dir = path.join(ROOT, MIGRATIONS)
  return new Map(
    migrationFiles()
      .filter((f) => /^\d+_.*\.sql$/.test(f) && f.slice(0, SQUASH_ENDS.length) < SQUASH_ENDS)
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as [string, string]),
  )
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/**
 * A new database (of the lane's kind) built from these migrations alone, without the seed: each
 * step's migrations are applied (in the order of their names) after the steps before it.
 */
async function catalogOf(steps: Map<string, string>[]): Promise<Catalog> {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-squash-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(path.join(dir, 'migrations'))

  let databaseUrl: string | undefined
  if (testDbKind() === 'postgres') {
    const created = await createTestDatabase('oppi_squash')
    cleanups.push(created.drop)
    databaseUrl = created.url
  }
  const db: Db = await openDatabase({ databaseUrl, pgliteDir: null })
  try {
    for (const migrations of steps) {
      for (const [name, sql] of migrations) writeFileSync(path.join(dir, 'migrations', name), sql)
      const { applied } = await prepareDatabase(db, { supabaseDir: dir, seed: false })
      expect(applied.sort()).toEqual([...migrations.keys()].sort())
    }
    return await readCatalog(db)
  } finally {
    await db.close()
  }
}

it('the domain migrations build the same schema as the fifty and the folded ones they replace', async () => {
  const before = oldMigrations()
  const oldNames = new Set(before.flatMap((step) => [...step.keys()]))
  const after = domainMigrations()
  expect(before[0].size).toBe(50)
  expect(oldNames.size).toBe(50 + FOLDED.length)
  expect(after.size).toBeGreaterThan(0)
  for (const name of after.keys()) expect(oldNames.has(name), name).toBe(false)
  // A folded migration is gone from the tree; its change lives in a domain file now.
  for (const file of FOLDED) expect(migrationFiles()).not.toContain(path.basename(file))

  const [was, is] = [await catalogOf(before), await catalogOf([after])]
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
