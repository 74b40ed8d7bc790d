/**
 * The RLS matrix, run in SQL exactly as PostgREST runs a request: one transaction, the JWT's
 * role, request.jwt.claims — on PostgreSQL (OPPI_TEST_DB=postgres) or PGlite (default).
 */
import { describe, expect, it } from 'vitest'
import type { Queryable } from '@oppi/supabase-local/db'
import { matrix, keyOf, type Case } from './matrix'
import { describeCase, resolveRecord, selectColumns, verdict, type Outcome } from './check'
import { scratchDbForFile } from './sql-harness'

const ident = (s: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad identifier in test data: ${s}`)
  return `"${s}"`
}

async function runCase(q: Queryable, c: Case, refs: Record<string, string>): Promise<Outcome> {
  const params: unknown[] = []
  const p = (v: unknown) => {
    params.push(v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v)
    return `$${params.length}`
  }
  const match = resolveRecord(c.match, refs)
  const values = resolveRecord(c.values, refs)
  const whereSql = () =>
    Object.keys(match).length
      ? ' where ' +
        Object.entries(match)
          .map(([k, v]) => `${ident(k)} = ${p(v)}`)
          .join(' and ')
      : ''
  const table = `public.${ident(c.table)}`
  const key = ident(keyOf(c.table))
  let sql: string
  switch (c.op) {
    case 'select':
      sql = `select ${selectColumns(c).map(ident).join(', ')} from ${table}${whereSql()}`
      break
    case 'insert': {
      const cols = Object.keys(values)
      const vals = cols.map((k) => p(values[k]))
      sql = `insert into ${table} (${cols.map(ident).join(', ')}) values (${vals.join(', ')}) returning ${key}`
      break
    }
    case 'update': {
      const set = Object.entries(values)
        .map(([k, v]) => `${ident(k)} = ${p(v)}`)
        .join(', ')
      sql = `update ${table} set ${set}${whereSql()} returning ${key}`
      break
    }
    case 'delete':
      sql = `delete from ${table}${whereSql()} returning ${key}`
      break
    case 'rpc': {
      const args = Object.entries(resolveRecord(c.args, refs)).map(
        ([k, v]) => `${ident(k)} => ${p(v)}`,
      )
      sql = c.setof
        ? `select * from public.${ident(c.table)}(${args.join(', ')})`
        : `select public.${ident(c.table)}(${args.join(', ')}) as result`
      break
    }
  }
  try {
    const { rows } = await q.query<Record<string, unknown>>(sql, params)
    return { rows }
  } catch (e) {
    const err = e as { code?: string; message: string }
    return { error: { code: err.code, message: err.message } }
  }
}

const db = scratchDbForFile()

describe('RLS matrix (SQL)', () => {
  it('has cases for every actor', () => {
    const actorsSeen = new Set(matrix.map((c) => c.actor))
    for (const a of [
      'anon',
      'principal',
      'teacher',
      'pendingTeacher',
      'student',
      'student2',
      'parent',
      'otherPrincipal',
    ]) {
      expect(actorsSeen.has(a as never), a).toBe(true)
    }
  })

  it.each(matrix.map((c) => [describeCase(c), c] as const))('%s', async (_name, c) => {
    const outcome = await db.as(c.actor, (q) => runCase(q, c, db.refs))
    expect(verdict(c, outcome, db.refs)).toBeNull()
  })
})
