/** tests/sql/schema-lint.sql over the migrated database: RLS everywhere, no stray grants. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { scratchDbForFile } from './sql-harness'

const LINT = readFileSync(path.resolve(import.meta.dirname, '../../sql/schema-lint.sql'), 'utf8')

const db = scratchDbForFile()

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
