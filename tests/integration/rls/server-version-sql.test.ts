/**
 * Hosted Supabase runs the PostgreSQL major of config.toml's `[db] major_version`. The two lanes
 * bracket it in CI: the machine's PostgreSQL (15 there) is the oldest major Oppi supports, so the
 * migrations use nothing newer than it, and PGlite is no older than the hosted one, so they keep
 * working on the next major. Each lane prints the server it ran on.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { expect, it } from 'vitest'
import { scratchDbForFile } from './sql-harness'

const CONFIG = path.resolve(import.meta.dirname, '../../../supabase/config.toml')
const hostedMajor = Number(
  (parse(readFileSync(CONFIG, 'utf8')) as { db: { major_version: number } }).db.major_version,
)

const OLDEST_MAJOR = 15

const db = scratchDbForFile()

it("the lane's server brackets the hosted database's major version", async () => {
  const { rows } = await db.db.query<{ num: string; version: string }>(
    "select current_setting('server_version_num') as num, version() as version",
  )
  const major = Math.floor(Number(rows[0].num) / 10000)
  console.info(`[server version] ${db.kind}: ${rows[0].version}`)
  expect(hostedMajor).toBeGreaterThanOrEqual(OLDEST_MAJOR)
  expect(major).toBeGreaterThanOrEqual(db.kind === 'postgres' ? OLDEST_MAJOR : hostedMajor)
})
