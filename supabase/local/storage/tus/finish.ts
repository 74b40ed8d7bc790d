import { runAs, settleFiles, type StorageContext } from '../context'
import { errors } from '../errors'
import { objectKey } from '../lock'
import { checkContentType } from '../mime'
import { findBucket, writeObject, type ObjectMetadata } from '../rows'
import type { Access } from './access'
import type { PartialStore, PartialUpload } from './partials'

/**
 * Turns a complete upload into its object, in the order every upload keeps: the content is
 * checked against the bucket, the bytes are renamed to the version's file, and only then is
 * the row committed (as the caller, so row-level security decides once more); if the commit
 * fails the file goes. Until this moment no object row exists, so nobody sees half a file.
 */
export async function finishUpload(
  ctx: StorageContext,
  partials: PartialStore,
  u: PartialUpload,
  access: Access,
): Promise<void> {
  const bucket = await findBucket(ctx.db, u.bucket)
  if (!bucket) throw errors.noSuchBucket()
  if (u.length > Math.min(bucket.file_size_limit ?? Infinity, ctx.globalLimit))
    throw errors.tooLarge()
  await checkContentType(bucket.allowed_mime_types, u.contentType, await partials.head(u.version))
  const metadata: ObjectMetadata = {
    eTag: `"${await partials.md5(u.version)}"`,
    size: u.length,
    mimetype: u.contentType,
    cacheControl: u.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: u.length,
    httpStatusCode: 200,
  }
  const row = {
    bucket: u.bucket,
    name: u.name,
    ...access.owner,
    version: u.version,
    metadata,
    userMetadata: u.userMetadata,
  }
  await ctx.lock.run([objectKey(u.bucket, u.name)], async () => {
    await ctx.store.place(partials.partPath(u.version), u.bucket, u.name, u.version)
    try {
      await runAs(ctx, access.who, (q) => writeObject(q, row, access.upsert))
    } catch (e) {
      await ctx.store.remove(u.bucket, u.name, u.version)
      throw e
    }
  })
  await partials.remove(u.version)
  if (access.upsert) await settleFiles(ctx, u.bucket, u.name)
}
