import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { Identity } from '../http/identity'
import { ownerOf } from './caller'
import { runAs, settleFiles, type ObjectAddress, type StorageRequest } from './context'
import { sendFound } from './download'
import { errors } from './errors'
import { objectKey } from './lock'
import { bucketId, objectName } from './names'
import { OPERATIONS } from './operations'
import { readJson, sendJson } from './reply'
import {
  findBucket,
  findObject,
  likeEscape,
  OBJECT_COLUMNS,
  writeObject,
  type ObjectRow,
} from './rows'

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/**
 * GET/HEAD of an object as the caller: row-level security decides whether it exists for them.
 * Hosted Storage answers a HEAD from its info route, so the policies see it as one.
 */
export async function downloadAsCaller(
  x: StorageRequest,
  who: Identity,
  { bucket, name }: ObjectAddress,
  download: string | null,
) {
  const operation =
    x.req.method === 'HEAD' ? OPERATIONS.headAuthenticatedInfo : OPERATIONS.getAuthenticated
  await sendFound(
    x,
    await runAs(x.ctx, who, (q) => findObject(q, bucket, name), operation),
    download,
  )
}

/** GET/HEAD under /object/public/: any object of a public bucket, no policy asked. */
export async function downloadPublic(
  x: StorageRequest,
  { bucket, name }: ObjectAddress,
  download: string | null,
) {
  const b = await findBucket(x.ctx.db, bucket)
  if (!b || !b.public) throw errors.noSuchBucket()
  await sendFound(x, await findObject(x.ctx.db, bucket, name), download)
}

/** GET /object/info/…: the object's details as storage-js's info() reads them. */
export async function info({ ctx, res }: StorageRequest, who: Identity, t: ObjectAddress) {
  const row = await runAs(
    ctx,
    who,
    (q) => findObject(q, t.bucket, t.name),
    OPERATIONS.getAuthenticatedInfo,
  )
  if (!row) throw errors.noSuchKey()
  const m = row.metadata
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: m?.size ?? null,
    content_type: m?.mimetype ?? null,
    cache_control: m?.cacheControl ?? null,
    etag: m?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: m?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  })
}

/**
 * POST /object/list/:bucket — one folder level: the files directly in `prefix` and the
 * folders below it (name only, every other field null), limited to rows the caller may see.
 */
export async function list({ ctx, req, res }: StorageRequest, who: Identity, bucket: string) {
  const body = await readJson(req)
  const raw = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = raw ? `${raw}/` : ''
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 0, 0), 1000)
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0)
  const search = typeof body.search === 'string' ? body.search : ''
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name'
  const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc'
  if (!(await findBucket(ctx.db, bucket))) throw errors.noSuchBucket()
  const rows = await runAs(
    ctx,
    who,
    async (q) => {
      return (
        await q.query(
          `with level as (
           select substr(name, $3) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)
         ), entries as (
           select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from level where strpos(rest, '/') > 0 group by 1
           union all
           select rest, id, updated_at, created_at, last_accessed_at, metadata from level where strpos(rest, '/') = 0
         )
         select * from entries where name ilike $4 escape '\\'
         order by ${column} ${order}, name ${order} limit $5 offset $6`,
          [bucket, prefix, prefix.length + 1, `${likeEscape(search)}%`, limit, offset],
        )
      ).rows
    },
    OPERATIONS.list,
  )
  sendJson(res, 200, rows)
}

/** DELETE /object/:bucket {prefixes}: the rows the caller could delete, then their files. */
export async function removeMany({ ctx, req, res }: StorageRequest, who: Identity, bucket: string) {
  const body = await readJson(req)
  if (!Array.isArray(body.prefixes) || body.prefixes.length === 0 || body.prefixes.length > 1000) {
    throw errors.invalidRequest('prefixes must be a list of 1 to 1000 object names')
  }
  const names = body.prefixes.map((p) => objectName(String(p)))
  const { rows } = await runAs(
    ctx,
    who,
    (q) =>
      q.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
        [bucket, names],
      ),
    OPERATIONS.deleteMany,
  )
  for (const r of rows) await settleFiles(ctx, bucket, r.name)
  sendJson(res, 200, rows)
}

/** DELETE /object/:bucket/:name. */
export async function removeOne(
  { ctx, res }: StorageRequest,
  who: Identity,
  { bucket, name }: ObjectAddress,
) {
  const { rowCount } = await runAs(
    ctx,
    who,
    (q) =>
      q.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
    OPERATIONS.delete,
  )
  if (!rowCount) throw errors.noSuchKey()
  await settleFiles(ctx, bucket, name)
  sendJson(res, 200, { message: 'Successfully deleted' })
}

async function moveOrCopyBody(req: IncomingMessage) {
  const body = await readJson(req)
  if (typeof body.sourceKey !== 'string' || typeof body.destinationKey !== 'string') {
    throw errors.invalidRequest('sourceKey and destinationKey are required')
  }
  const from = bucketId(body.bucketId)
  return {
    from,
    source: objectName(body.sourceKey),
    to: body.destinationBucket ? bucketId(body.destinationBucket) : from,
    target: objectName(body.destinationKey),
  }
}

/**
 * POST /object/move: the row changes name (policies see the old row for the update and the
 * new one for its check); the bytes get the new name by a hard link before the commit and
 * lose the old one after it.
 */
export async function move({ ctx, req, res }: StorageRequest, who: Identity) {
  const { from, source, to, target } = await moveOrCopyBody(req)
  const row = await runAs(ctx, who, (q) => findObject(q, from, source), OPERATIONS.move)
  if (!row) throw errors.noSuchKey()
  if (!(await findBucket(ctx.db, to))) throw errors.noSuchBucket()
  const { owner, ownerId } = ownerOf(who)
  const id = await ctx.lock.run([objectKey(from, source), objectKey(to, target)], async () => {
    const version = row.version
    try {
      await ctx.store.link(
        { bucket: from, name: source, version },
        { bucket: to, name: target, version },
      )
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw errors.noSuchKey()
      throw e
    }
    try {
      const { rows } = await runAs(
        ctx,
        who,
        (q) =>
          q.query<{ id: string }>(
            `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now()
           where bucket_id = $1 and name = $2 and version = $7 returning id`,
            [from, source, to, target, owner, ownerId, version],
          ),
        OPERATIONS.move,
      )
      if (!rows[0]) throw errors.noSuchKey()
      return rows[0].id
    } catch (e) {
      await ctx.store.remove(to, target, version)
      throw e
    }
  })
  await settleFiles(ctx, from, source)
  sendJson(res, 200, { message: 'Successfully moved', Id: id, Key: `${to}/${target}` })
}

/** POST /object/copy: a new row (the caller's insert policy decides) sharing the source's bytes. */
export async function copy({ ctx, req, res }: StorageRequest, who: Identity) {
  const { from, source, to, target } = await moveOrCopyBody(req)
  const row = await runAs(ctx, who, (q) => findObject(q, from, source), OPERATIONS.copy)
  if (!row || !row.metadata) throw errors.noSuchKey()
  if (!(await findBucket(ctx.db, to))) throw errors.noSuchBucket()
  const version = randomUUID()
  const metadata = { ...row.metadata, lastModified: new Date().toISOString() }
  const id = await ctx.lock.run([objectKey(to, target)], async () => {
    try {
      await ctx.store.link(
        { bucket: from, name: source, version: row.version },
        { bucket: to, name: target, version },
      )
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw errors.noSuchKey()
      throw e
    }
    try {
      const o = {
        bucket: to,
        name: target,
        ...ownerOf(who),
        version,
        metadata,
        userMetadata: row.user_metadata,
      }
      return (await runAs(ctx, who, (q) => writeObject(q, o, false), OPERATIONS.copy)).id
    } catch (e) {
      await ctx.store.remove(to, target, version)
      throw e
    }
  })
  sendJson(res, 200, { Id: id, Key: `${to}/${target}` })
}
