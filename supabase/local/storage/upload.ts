import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { Identity } from '../http/identity'
import { testAsCaller } from './caller'
import { runAs, settleFiles, type StorageContext } from './context'
import { errors } from './errors'
import { objectKey } from './lock'
import { checkContentType } from './mime'
import { receiveUpload } from './receive'
import { sendJson } from './reply'
import { findBucket, writeObject, type ObjectMetadata } from './rows'

/** Bodies above this size are not read before the policies have been asked (rolled back). */
const ASK_FIRST_ABOVE = 1024 * 1024

export interface UploadTarget {
  bucket: string
  name: string
  upsert: boolean
  /** The caller, whose row-level security decides; null for a signed upload URL (already authorised). */
  who: Identity | null
  owner: { owner: string | null; ownerId: string | null }
}

/**
 * One upload, in the order that keeps the database and the disk in agreement: for a large
 * body, ask the database whether the caller may write this row (rolled back), stream the bytes to a
 * temporary file, check size and content, rename the file to its version's name, and only
 * then commit the row that points at it. Older versions' files go after the commit.
 */
export async function upload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  t: UploadTarget,
) {
  const bucket = await findBucket(ctx.db, t.bucket)
  if (!bucket) throw errors.noSuchBucket()
  const limit = Math.min(bucket.file_size_limit ?? Infinity, ctx.globalLimit)
  const row = (
    version: string,
    metadata: ObjectMetadata,
    userMetadata: Record<string, unknown> | null,
  ) => ({
    bucket: t.bucket,
    name: t.name,
    ...t.owner,
    version,
    metadata,
    userMetadata,
  })
  // Asking first costs a transaction; it pays when it spares reading a large body that the
  // commit would refuse anyway. Without a declared length the body may be of any size.
  const declared = Number(req.headers['content-length'])
  // A raw body's declared length is the file's (a form's also counts its fields): one over the
  // limit is refused before a byte is read, as hosted Storage does.
  if (declared > limit && !/^multipart\//i.test(req.headers['content-type'] ?? ''))
    throw errors.tooLarge()
  if (t.who && !(declared <= ASK_FIRST_ABOVE)) {
    const probe = row('probe', { size: 0 } as ObjectMetadata, null)
    await testAsCaller(ctx.db, t.who, (q) => writeObject(q, probe, t.upsert))
  }

  const got = await receiveUpload(req, limit, ctx.store)
  const version = randomUUID()
  let id: string
  try {
    await checkContentType(bucket.allowed_mime_types, got.contentType, got.head)
    const now = new Date().toISOString()
    const metadata: ObjectMetadata = {
      eTag: `"${got.md5}"`,
      size: got.size,
      mimetype: got.contentType,
      cacheControl: got.cacheControl,
      lastModified: now,
      contentLength: got.size,
      httpStatusCode: 200,
    }
    id = await ctx.lock.run([objectKey(t.bucket, t.name)], async () => {
      await ctx.store.place(got.temp, t.bucket, t.name, version)
      try {
        return (
          await runAs(ctx, t.who, (q) =>
            writeObject(q, row(version, metadata, got.userMetadata), t.upsert),
          )
        ).id
      } catch (e) {
        await ctx.store.remove(t.bucket, t.name, version)
        throw e
      }
    })
  } finally {
    await ctx.store.discardTemp(got.temp)
  }
  // Only a replacement leaves an older version's file behind.
  if (t.upsert) await settleFiles(ctx, t.bucket, t.name)
  sendJson(res, 200, { Key: `${t.bucket}/${t.name}`, Id: id })
}
