import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { LocalConfig } from '../config'
import type { Logger } from '../platform/types'

/**
 * What the Supabase CLI does on start (and `supabase seed buckets`) with the buckets that
 * config.toml lists under `[storage.buckets.<name>]`: each is created, or updated to the listed
 * settings when it exists, and every file below its `objects_path` is uploaded at its path
 * relative to that folder. It goes through storage/v1 as the service role, as the CLI does, so
 * the objects get the rows, size and type checks of any upload. A file that is already stored
 * is left as it is: a restart makes no new versions, and after `npm run db:reset` (which
 * empties storage.objects) the next start puts the files back.
 */
export async function seedBuckets(
  apiUrl: string,
  serviceRoleKey: string,
  config: LocalConfig,
  log: Logger,
): Promise<number> {
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` }
  let uploaded = 0
  for (const [id, bucket] of Object.entries(config.storage.buckets)) {
    const settings = {
      public: bucket.public,
      ...(bucket.file_size_limit === undefined ? {} : { file_size_limit: bucket.file_size_limit }),
      ...(bucket.allowed_mime_types ? { allowed_mime_types: bucket.allowed_mime_types } : {}),
    }
    const exists = (await fetch(`${apiUrl}/storage/v1/bucket/${id}`, { headers })).ok
    const saved = await fetch(`${apiUrl}/storage/v1/bucket${exists ? `/${id}` : ''}`, {
      method: exists ? 'PUT' : 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, name: id, ...settings }),
    })
    if (!saved.ok) throw new Error(`bucket ${id}: ${saved.status} ${await saved.text()}`)
    if (!bucket.objects_path) continue
    const root = path.resolve(config.supabaseDir, bucket.objects_path)
    for (const name of filesBelow(root)) {
      const res = await fetch(`${apiUrl}/storage/v1/object/${id}/${name}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType(name) },
        body: readFileSync(path.join(root, name)),
      })
      if (res.ok) uploaded++
      else if (!(await alreadyStored(res)))
        throw new Error(`${id}/${name}: ${res.status} ${await res.text()}`)
    }
  }
  if (uploaded > 0) log.info(`storage: uploaded ${uploaded} seed objects`)
  return uploaded
}

/** Storage answers an upload over an existing object (without x-upsert) with "Duplicate". */
async function alreadyStored(res: Response): Promise<boolean> {
  if (res.status !== 400 && res.status !== 409) return false
  const body = (await res.clone().json().catch(() => ({}))) as { error?: string }
  return body.error === 'Duplicate'
}

/** The files below a folder, as forward-slash paths relative to it; none if it is missing. */
function filesBelow(root: string, prefix = ''): string[] {
  let entries
  try {
    entries = readdirSync(path.join(root, prefix), { withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory()
        ? filesBelow(root, `${prefix}${e.name}/`)
        : e.isFile()
          ? [`${prefix}${e.name}`]
          : [],
    )
}

const TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
}

function contentType(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
}
