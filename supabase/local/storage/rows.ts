import type { Queryable } from '../db'
import { firstRow } from '../db/first-row'

/** A bucket as the API shows it (hosted Storage's columns). */
export interface Bucket {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: string
  updated_at: string
}

/** The object columns the server works with. */
export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
  last_accessed_at: string
}

/** What hosted Storage keeps in storage.objects.metadata. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit::int8 as file_size_limit, allowed_mime_types, created_at, updated_at'
export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at'

export async function findBucket(q: Queryable, id: string): Promise<Bucket | null> {
  return firstRow<Bucket>(q, `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])
}

export async function listBuckets(
  q: Queryable,
  opts: { limit: number | null; offset: number; search: string },
): Promise<Bucket[]> {
  const { rows } = await q.query<Bucket>(
    `select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1 order by name limit $2 offset $3`,
    [`%${likeEscape(opts.search)}%`, opts.limit, opts.offset],
  )
  return rows
}

export async function findObject(
  q: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | null> {
  return firstRow<ObjectRow>(
    q,
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  )
}

/** The version the database points at, read past row-level security (for file clean-up). */
export async function currentVersion(
  q: Queryable,
  bucket: string,
  name: string,
): Promise<string | null> {
  const { rows } = await q.query<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  )
  return rows[0]?.version ?? null
}

export interface NewObject {
  bucket: string
  name: string
  owner: string | null
  ownerId: string | null
  version: string
  metadata: ObjectMetadata
  userMetadata: Record<string, unknown> | null
}

/**
 * Inserts an object row, or with `upsert` replaces the one of the same name (which row-level
 * security lets through only with insert, select and update rights, as on hosted Storage).
 */
export async function writeObject(
  q: Queryable,
  o: NewObject,
  upsert: boolean,
): Promise<{ id: string }> {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
        version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
        updated_at = now(), last_accessed_at = now()`
    : ''
  const { rows } = await q.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`,
    [
      o.bucket,
      o.name,
      o.owner,
      o.ownerId,
      o.version,
      JSON.stringify(o.metadata),
      o.userMetadata && JSON.stringify(o.userMetadata),
    ],
  )
  return rows[0]
}

/** `%`, `_` and `\` matched literally in a LIKE pattern. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}
