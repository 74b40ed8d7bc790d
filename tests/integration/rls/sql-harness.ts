/**
 * A database of its own for the SQL-level RLS tests: bootstrap + migrations + seed on a new
 * PostgreSQL database (OPPI_TEST_DB=postgres) or an in-memory PGlite (default), through the
 * same prepareDatabase() that supabase/local uses. Each `as()` call runs in one transaction
 * that is rolled back, acting as a role exactly as PostgREST does: `set local role`, then
 * request.jwt.claims for the transaction.
 */
import pg from 'pg'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { openDatabase, type Db, type Queryable } from '../../../supabase/local/db'
import { prepareDatabase } from '../../../supabase/local/platform/migrate'
import { actors, type ActorName } from './fixtures'

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SUPABASE_DIR = path.resolve(import.meta.dirname, '../../../supabase')

export type DbKind = 'pglite' | 'postgres'
export const dbKind = (): DbKind =>
  process.env.OPPI_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

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
  const kind = dbKind()
  let dropDb = async () => {}
  let databaseUrl: string | undefined
  if (kind === 'postgres') {
    const name = `oppi_rls_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDb = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
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
