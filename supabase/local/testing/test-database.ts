import pg from 'pg'
import { randomBytes } from 'node:crypto'

/** The machine's PostgreSQL, used when OPPI_TEST_DB=postgres. Tests make and drop their own DB. */
export const TEST_PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.OPPI_TEST_DB === 'postgres' ? 'postgres' : 'pglite'
}

export async function createTestDatabase(
  prefix = 'oppi_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(TEST_PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
