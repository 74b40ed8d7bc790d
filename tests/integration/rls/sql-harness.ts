/**
 * A database of its own for the SQL-level RLS tests: bootstrap + migrations + seed on a new
 * PostgreSQL database (OPPI_TEST_DB=postgres) or an in-memory PGlite (default), through the
 * same prepareDatabase() that supabase/local uses. Each `as()` call runs in one transaction
 * that is rolled back, acting as a role exactly as PostgREST does: `set local role`, then
 * request.jwt.claims for the transaction.
 */
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type Db, type Queryable, prepareDatabase } from '@oppi/supabase-local/db'
import { createTestDatabase, testDbKind } from '@oppi/supabase-local/testing'
import { actors, type ActorName } from './fixtures'

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../../../supabase')

export type DbKind = ReturnType<typeof testDbKind>

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback')
  }
}

export interface ScratchDb {
  kind: DbKind
  db: Db
  /** Values for '@name' references in test data (school ids and the like). */
  refs: Record<string, string>
  /** Runs fn as the actor (null = no role switch: the table owner) and rolls everything back. */
  as<T>(
    actor: ActorName | null,
    fn: (q: Queryable) => Promise<T>,
    claims?: Record<string, unknown>,
  ): Promise<T>
  close(): Promise<void>
}

export function claimsFor(actor: ActorName): Record<string, unknown> {
  if (actor === 'anon') return { role: 'anon' }
  const a = actors[actor]
  return {
    sub: a.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: a.email,
    app_metadata: { provider: 'email' },
  }
}

export async function actAs(
  q: Queryable,
  actor: ActorName,
  extraClaims: Record<string, unknown> = {},
) {
  const claims = { ...claimsFor(actor), ...extraClaims }
  await q.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    actor === 'anon' ? 'anon' : 'authenticated',
    JSON.stringify(claims),
  ])
}

export async function openScratchDb(): Promise<ScratchDb> {
  const kind = testDbKind()
  let dropDb = async () => {}
  let databaseUrl: string | undefined
  if (kind === 'postgres') {
    const created = await createTestDatabase('oppi_rls')
    databaseUrl = created.url
    dropDb = created.drop
  }
  let db: Db
  try {
    db = await openDatabase({ databaseUrl, pgliteDir: null })
    await prepareDatabase(db, { supabaseDir: SUPABASE_DIR })
  } catch (e) {
    await dropDb()
    throw e
  }
  const { rows } = await db.query<{ name: string; id: string }>(
    'select name, id from public.schools',
  )
  const refs: Record<string, string> = {
    demoSchool: rows.find((r) => r.name === 'Oppi Demo School')!.id,
    otherSchool: rows.find((r) => r.name === 'Other Test School')!.id,
  }
  return {
    kind,
    db,
    refs,
    async as(actor, fn, claims) {
      try {
        await db.transaction(async (tx) => {
          if (actor) await actAs(tx, actor, claims)
          throw new Rollback(await fn(tx))
        })
      } catch (e) {
        if (e instanceof Rollback) return e.value as never
        throw e
      }
      throw new Error('unreachable')
    },
    async close() {
      await db.close()
      await dropDb()
    },
  }
}

/**
 * A scratch database for the calling test file: opened before its first test, closed (and a
 * PostgreSQL one dropped) after its last. Call at the top level of the file; the handle may be
 * used inside tests and hooks only.
 */
export function scratchDbForFile(): ScratchDb {
  let opened: ScratchDb | undefined
  beforeAll(async () => {
    opened = await openScratchDb()
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
  })
  const current = () => {
    if (!opened) throw new Error('the scratch database is open only inside tests and hooks')
    return opened
  }
  return {
    get kind() {
      return current().kind
    },
    get db() {
      return current().db
    },
    get refs() {
      return current().refs
    },
    as: (actor, fn, claims) => current().as(actor, fn, claims),
    close: () => current().close(),
  }
}

/** Runs fn and returns the Postgres error it raised (or null), for assertions on refusals. */
export async function pgError(
  fn: () => Promise<unknown>,
): Promise<{ code?: string; message: string } | null> {
  try {
    await fn()
    return null
  } catch (e) {
    return e as { code?: string; message: string }
  }
}
