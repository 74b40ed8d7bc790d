/** tests/sql/schema-lint.sql over the migrated database: RLS everywhere, no stray grants. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openScratchDb, type ScratchDb } from './sql-harness'

const LINT = readFileSync(path.resolve(import.meta.dirname, '../../sql/schema-lint.sql'), 'utf8')

let db: ScratchDb
beforeAll(async () => {
  db = await openScratchDb()
}, 120_000)
afterAll(async () => {
  await db?.close()
})

it('the schema keeps its security rules', async () => {
  const { rows } = await db.db.query<{ problem: string }>(LINT)
  expect(rows.map((r) => r.problem)).toEqual([])
})

it('the lint notices a table without RLS', async () => {
  const problems = await db.as(null, async (q) => {
    await q.query('create table public.lint_probe (id int)')
    return (await q.query<{ problem: string }>(LINT)).rows.map((r) => r.problem)
  })
  expect(problems).toContain('table public.lint_probe has no row-level security')
  expect(problems).toContain('anon holds SELECT on public.lint_probe')
})
