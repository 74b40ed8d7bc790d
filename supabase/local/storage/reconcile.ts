import type { Db } from '../db'
import type { Logger } from '../platform/types'
import type { FileStore } from './files'

/**
 * Brings disk and database back into agreement at start, after whatever stopped the last run:
 * temporary files of unfinished uploads go, and so does every version file no row points at
 * (an upload whose row never committed, a deleted object whose file outlived it). A row
 * whose file is missing cannot be repaired and is reported.
 */
export async function reconcile(
  db: Db,
  store: FileStore,
  log: Logger,
): Promise<{ temps: number; orphans: number; missing: number }> {
  const temps = await store.clearTemp()
  const { rows } = await db.query<{ bucket_id: string; name: string; version: string }>(
    'select bucket_id, name, version from storage.objects',
  )
  const key = (bucket: string, name: string, version: string) =>
    `${bucket}\u0000${name}\u0000${version}`
  const known = new Set(rows.map((r) => key(r.bucket_id, r.name, r.version)))
  const seen = new Set<string>()
  const stray = []
  for await (const v of store.versions()) {
    const k = key(v.bucket, v.name, v.version)
    if (known.has(k)) seen.add(k)
    else stray.push(v)
  }
  for (const v of stray) await store.remove(v.bucket, v.name, v.version)
  const orphans = stray.length
  const missing = rows.length - seen.size
  if (temps || orphans)
    log.info(`storage: removed ${temps} unfinished upload(s) and ${orphans} file(s) without a row`)
  if (missing) log.warn(`storage: ${missing} object row(s) have no file on disk`)
  return { temps, orphans, missing }
}
