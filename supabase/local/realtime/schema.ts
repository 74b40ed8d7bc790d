import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Db } from '../db'
import type { Logger } from '../platform/types'

const BOOTSTRAP = path.join(import.meta.dirname, '../platform/bootstrap.sql')
const HEADING = '-- realtime schema (supabase/realtime)'
const RULE = '-- ----'

/** The realtime section of the platform bootstrap: from its heading to the next section's. */
function realtimeSection(): string {
  const lines = readFileSync(BOOTSTRAP, 'utf8').split('\n')
  const heading = lines.findIndex((l) => l.startsWith(HEADING))
  const headingEnd = lines.findIndex((l, i) => i > heading && l.startsWith(RULE))
  const next = lines.findIndex((l, i) => i > headingEnd && l.startsWith(RULE))
  if (heading < 1 || headingEnd < 0)
    throw new Error('bootstrap.sql: the realtime section is missing')
  return lines.slice(heading - 1, next < 0 ? undefined : next).join('\n')
}

/**
 * A database bootstrapped before realtime/v1 existed (a kept data folder) lacks the realtime
 * schema; the bootstrap runs only on fresh databases, so its realtime section (idempotent) is
 * applied here.
 */
export async function ensureRealtimeSchema(db: Db, log: Logger) {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regprocedure('realtime.local_sync_capture()') is not null as ok`,
  )
  if (rows[0].ok) return
  log.info('realtime: adding the realtime schema to this database')
  await db.exec(realtimeSection())
}
