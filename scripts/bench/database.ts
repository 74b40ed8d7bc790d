import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '@oppi/supabase-local'
import { openPglite, openPostgres } from '@oppi/supabase-local/db'
import { createTestDatabase } from '@oppi/supabase-local/testing'
import { prepareBenchSchool } from './school'

export type Engine = 'pglite' | 'postgres'

export interface BenchDatabase extends Awaited<ReturnType<typeof prepareBenchSchool>> {
  /** The backend's environment for this database. */
  env: Record<string, string>
  drop(): unknown
}

/**
 * A fresh database of the engine with the data model, the demo seed and a generated school of
 * `students` (its names carry `tag`): embedded PGlite in `.supabase-test/bench-<tag>`, or a database of its own on the
 * PostgreSQL at TEST_PG_ADMIN_URL. Returns the backend's environment for it, the seed's logins
 * and how to remove it.
 */
export async function prepareBenchDatabase(
  engine: Engine,
  students: number,
  tag: string,
): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dataDir = path.join(REPO_ROOT, '.supabase-test', `bench-${tag}`)
    rmSync(dataDir, { recursive: true, force: true })
    // PGlite creates only the last folder of the path.
    mkdirSync(dataDir, { recursive: true })
    const db = await openPglite(path.join(dataDir, 'db'))
    try {
      const school = await prepareBenchSchool(db, { students, tag })
      return {
        ...school,
        env: { SUPABASE_LOCAL_DIR: dataDir, DATABASE_URL: '' },
        drop: () => rmSync(dataDir, { recursive: true, force: true }),
      }
    } finally {
      await db.close()
    }
  }
  const database = await createTestDatabase(`oppi_bench_${tag}`)
  const db = await openPostgres(database.url)
  try {
    const school = await prepareBenchSchool(db, { students, tag })
    return { ...school, env: { DATABASE_URL: database.url }, drop: () => database.drop() }
  } finally {
    await db.close()
  }
}
