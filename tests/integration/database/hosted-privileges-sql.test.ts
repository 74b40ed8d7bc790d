/**
 * The migrations as hosted Supabase runs them: `supabase db push` applies them as `postgres`,
 * which there is not a superuser and does not own the auth, storage and realtime schemas. Every
 * other suite applies them as the test database's superuser, where a statement hosted refuses
 * (a policy on a table the project does not own, a column added to storage.objects, a comment
 * on a policy there) would pass and only fail on the first deploy. tests/sql/hosted-privileges.sql
 * gives a stand-in role the hosted role's privileges; the migrations and the seed must apply as
 * that role, and the stand-in must refuse what hosted refuses.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db, prepareDatabase } from '@oppi/supabase-local/db'
import { createTestDatabase, TEST_PG_ADMIN_URL, testDbKind } from '@oppi/supabase-local/testing'

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../../../supabase')
const PRIVILEGES = readFileSync(
  path.resolve(import.meta.dirname, '../../sql/hosted-privileges.sql'),
  'utf8',
)
// Roles belong to the whole PostgreSQL cluster, so the stand-in gets a name no other run uses.
const DEPLOYER = `oppi_deployer_${randomBytes(4).toString('hex')}`

let db: Db
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  let databaseUrl: string | undefined
  if (testDbKind() === 'postgres') {
    const created = await createTestDatabase('oppi_hosted')
    cleanups.push(async () => {
      await created.drop()
      const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL })
      await admin.connect()
      await admin.query(`drop role if exists ${DEPLOYER}`)
      await admin.end()
    })
    databaseUrl = created.url
  }
  db = await openDatabase({ databaseUrl, pgliteDir: null })
  cleanups.push(() => db.close())
  // The platform schema alone, as a new hosted project has it, then the hosted privileges.
  const empty = mkdtempSync(path.join(tmpdir(), 'oppi-hosted-'))
  cleanups.push(async () => rmSync(empty, { recursive: true, force: true }))
  mkdirSync(path.join(empty, 'migrations'))
  await prepareDatabase(db, { supabaseDir: empty, seed: false })
  await db.exec(PRIVILEGES.replaceAll('oppi_deployer', DEPLOYER))
}, 120_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Runs sql as the stand-in for hosted's `postgres`, in a transaction of its own. */
function asDeployer(sql: string) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${DEPLOYER}`)
    await tx.exec(sql)
  })
}

/** Runs sql as the stand-in and rolls it back; resolves to the error, if any. */
async function triedAsDeployer(sql: string): Promise<{ code?: string; message: string } | null> {
  const undo = new Error('undo')
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${DEPLOYER}`)
      await tx.exec(sql)
      throw undo
    })
  } catch (e) {
    return e === undo ? null : (e as { code?: string; message: string })
  }
  return null
}

describe('the stand-in for hosted Supabase refuses what hosted refuses', () => {
  it.each([
    ['a column added to storage.objects', 'alter table storage.objects add column x int'],
    ['an index on auth.users', 'create index x on auth.users (created_at)'],
    ['a table in the auth schema', 'create table auth.x (id int)'],
    [
      'a function in the storage schema',
      'create function storage.x() returns int language sql as $$ select 1 $$',
    ],
    [
      'a comment on a policy on storage.objects',
      `create policy x on storage.objects for select using (false);
       comment on policy x on storage.objects is 'x'`,
    ],
    [
      'a policy on a table supautils does not list',
      'create policy x on auth.mfa_factors for select using (false)',
    ],
    ['a column added to realtime.messages', 'alter table realtime.messages add column x int'],
    ['a function of storage dropped', 'drop function storage.filename(text)'],
  ])('%s', async (_, sql) => {
    const error = await triedAsDeployer(sql)
    expect(error?.code, error?.message).toBe('42501')
  })

  it.each([
    ['a policy on storage.objects', 'create policy x on storage.objects for select using (false)'],
    [
      'a policy on realtime.messages',
      'create policy x on realtime.messages for select using (false)',
    ],
    [
      'a trigger on auth.users',
      `create function public.x() returns trigger language plpgsql as $$ begin return new; end $$;
       create trigger x after insert on auth.users for each row execute function public.x()`,
    ],
    ['a table in public', 'create table public.x (id int)'],
  ])('but allows %s', async (_, sql) => {
    expect(await triedAsDeployer(sql)).toBeNull()
  })
})

describe('as hosted runs them', () => {
  const migrations = readdirSync(path.join(SUPABASE_DIR, 'migrations'))
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort()

  it('every migration applies in order, as the hosted deploy role', async () => {
    expect(migrations.length).toBeGreaterThan(0)
    for (const file of migrations) {
      const sql = readFileSync(path.join(SUPABASE_DIR, 'migrations', file), 'utf8')
      await asDeployer(sql).catch((e: Error) => {
        throw new Error(`${file}: ${e.message}`)
      })
    }
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_proc p join pg_roles r on r.oid = p.proowner
        where p.pronamespace = 'private'::regnamespace and r.rolname = $1`,
      [DEPLOYER],
    )
    // What the migrations made is the deploy role's, as on hosted.
    expect(rows[0].n).toBeGreaterThan(0)
  }, 120_000)

  it('and the seed loads on top of them', async () => {
    await asDeployer(readFileSync(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8'))
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.schools')
    expect(rows[0].n).toBeGreaterThan(0)
  }, 60_000)
})
