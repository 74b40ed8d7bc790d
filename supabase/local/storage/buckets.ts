import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseByteSize } from '../config'
import type { Identity } from '../http/identity'
import { ownerOf } from './caller'
import { runAs, settleFiles, type StorageContext } from './context'
import { errors } from './errors'
import { bucketId } from './names'
import { OPERATIONS } from './operations'
import { readJson, sendJson } from './reply'
import { findBucket, listBuckets } from './rows'

/** file_size_limit as storage-js sends it: bytes, or a string such as "1MB"; null for none. */
function sizeLimit(ctx: StorageContext, value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 0) return null
  let bytes: number
  try {
    bytes = parseByteSize(value as string | number)
  } catch {
    throw errors.invalidRequest(`file_size_limit must be a number of bytes or a size such as "5MB"`)
  }
  if (!Number.isFinite(bytes) || bytes < 0)
    throw errors.invalidRequest('file_size_limit must not be negative')
  if (bytes > ctx.globalLimit) {
    throw errors.invalidRequest(
      `file_size_limit is larger than the server's limit of ${ctx.globalLimit} bytes`,
    )
  }
  return bytes
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (
    !Array.isArray(value) ||
    value.some((v) => typeof v !== 'string' || !/^[\w.+-]+\/(\*|[\w.+-]+)$/.test(v))
  ) {
    throw errors.invalidRequest(
      'allowed_mime_types must be a list of types such as "image/png" or "image/*"',
    )
  }
  return value.length ? (value as string[]) : null
}

/**
 * Bucket routes. Each runs as the caller, so policies on storage.buckets decide who may list,
 * create, change or delete buckets; service_role passes.
 */
export async function bucketRoute(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  who: Identity,
  rest: string[],
) {
  const method = req.method
  if (rest.length === 0 && method === 'GET') {
    const q = new URL(req.url ?? '/', 'http://x').searchParams
    const limit = q.get('limit') ? Math.max(0, Number(q.get('limit')) || 0) : null
    const rows = await runAs(
      ctx,
      who,
      (tx) =>
        listBuckets(tx, {
          limit,
          offset: Number(q.get('offset')) || 0,
          search: q.get('search') ?? '',
        }),
      OPERATIONS.listBuckets,
    )
    return sendJson(res, 200, rows)
  }
  if (rest.length === 0 && method === 'POST') {
    const body = await readJson(req)
    const id = bucketId(body.id ?? body.name)
    const name = bucketId(body.name ?? id)
    const limit = sizeLimit(ctx, body.file_size_limit)
    const types = mimeTypes(body.allowed_mime_types)
    const { owner, ownerId } = ownerOf(who)
    await runAs(
      ctx,
      who,
      (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, name, owner, ownerId, body.public === true, limit, types],
        ),
      OPERATIONS.createBucket,
    )
    return sendJson(res, 200, { name: id })
  }
  const id = rest.length >= 1 ? bucketId(rest[0]) : null
  if (!id) throw errors.notFound()
  if (rest.length === 1 && method === 'GET') {
    const bucket = await runAs(ctx, who, (tx) => findBucket(tx, id), OPERATIONS.getBucket)
    if (!bucket) throw errors.noSuchBucket()
    return sendJson(res, 200, bucket)
  }
  if (rest.length === 1 && method === 'PUT') {
    const body = await readJson(req)
    // Only what the request names changes, as on hosted Storage.
    const sets: string[] = ['updated_at = now()']
    const params: unknown[] = [id]
    const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`)
    if (typeof body.public === 'boolean') set('public', body.public)
    if ('file_size_limit' in body) set('file_size_limit', sizeLimit(ctx, body.file_size_limit))
    if ('allowed_mime_types' in body) set('allowed_mime_types', mimeTypes(body.allowed_mime_types))
    const { rowCount } = await runAs(
      ctx,
      who,
      (tx) => tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params),
      OPERATIONS.updateBucket,
    )
    if (!rowCount) throw errors.noSuchBucket()
    return sendJson(res, 200, { message: 'Successfully updated' })
  }
  if (rest.length === 2 && rest[1] === 'empty' && method === 'POST') {
    if (!(await findBucket(ctx.db, id))) throw errors.noSuchBucket()
    const { rows } = await runAs(
      ctx,
      who,
      (tx) =>
        tx.query<{ name: string }>(
          'delete from storage.objects where bucket_id = $1 returning name',
          [id],
        ),
      OPERATIONS.emptyBucket,
    )
    for (const r of rows) await settleFiles(ctx, id, r.name)
    return sendJson(res, 200, { message: 'Successfully emptied' })
  }
  if (rest.length === 1 && method === 'DELETE') {
    const { rowCount } = await runAs(
      ctx,
      who,
      (tx) => tx.query('delete from storage.buckets where id = $1', [id]),
      OPERATIONS.deleteBucket,
    )
    if (!rowCount) throw errors.noSuchBucket()
    return sendJson(res, 200, { message: 'Successfully deleted' })
  }
  throw errors.notFound()
}
