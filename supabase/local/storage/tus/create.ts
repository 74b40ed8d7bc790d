import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { Identity } from '../../http/identity'
import { errors } from '../errors'
import { baseType, mimeAllowed } from '../mime'
import { bucketId, objectName } from '../names'
import { findBucket } from '../rows'
import { authorize, canUpload } from './access'
import { receiveChunk } from './chunk'
import { httpDate, uploadUrl, type TusContext } from './context'
import { finishUpload } from './finish'
import { cacheControlFrom, parseUploadMetadata, userMetadataFrom } from './metadata'
import type { PartialUpload } from './partials'
import { byteCount, EXPIRY_MS, PATCH_CONTENT_TYPE, sendTus, tusErrors } from './protocol'
import { encodeUploadId } from './upload-id'

/**
 * POST: a new upload of Upload-Length bytes to the object its metadata names (bucketName,
 * objectName, contentType, cacheControl, metadata). Everything that would refuse the finished
 * object is asked first: the bucket, its size and type limits, the policies (or the signed
 * token), an existing object without upsert. A body sent along (creation-with-upload) is the
 * first chunk.
 */
export async function createUpload(
  t: TusContext,
  req: IncomingMessage,
  res: ServerResponse,
  signed: boolean,
  who: Identity | null,
) {
  if (req.headers['upload-concat'] !== undefined) throw tusErrors.concatUnsupported()
  if (req.headers['upload-defer-length'] !== undefined) throw tusErrors.deferUnsupported()
  const length = byteCount(req.headers['upload-length'])
  if (length === null) throw tusErrors.lengthRequired()
  const meta = parseUploadMetadata(req.headers['upload-metadata'])
  if (!meta?.bucketName || !meta.objectName) throw tusErrors.metadataRequired()
  const bucket = bucketId(meta.bucketName)
  const name = objectName(meta.objectName)
  const access = await authorize(t.signer, req, who, bucket, name)

  const found = await findBucket(t.storage.db, bucket)
  if (!found) throw errors.noSuchBucket()
  if (length > Math.min(found.file_size_limit ?? Infinity, t.storage.globalLimit))
    throw tusErrors.maxSize()
  const contentType = meta.contentType || 'application/octet-stream'
  if (!mimeAllowed(found.allowed_mime_types, contentType))
    throw errors.invalidMime(baseType(contentType))
  await canUpload(t.storage, access, bucket, name)

  const now = Date.now()
  const u: PartialUpload = {
    bucket,
    name,
    version: randomUUID(),
    length,
    rawMetadata: String(req.headers['upload-metadata']),
    contentType,
    cacheControl: cacheControlFrom(meta.cacheControl),
    userMetadata: userMetadataFrom(meta.metadata),
    creator: access.creator,
    createdAt: now,
    expiresAt: now + EXPIRY_MS,
  }
  await t.partials.create(u)
  const headers: Record<string, string> = {
    Location: uploadUrl(t, req, signed, encodeUploadId(u)),
    'Upload-Expires': httpDate(u.expiresAt),
  }
  if (length === 0) {
    try {
      await finishUpload(t.storage, t.partials, u, access)
    } catch (e) {
      await t.partials.remove(u.version)
      throw e
    }
    Object.assign(headers, { 'Upload-Offset': '0', 'Tus-Complete': '1' })
  } else if (
    req.headers['content-type'] === PATCH_CONTENT_TYPE &&
    byteCount(req.headers['content-length']) !== 0
  ) {
    const release = await t.sessions.take(u.version, req)
    try {
      const got = await receiveChunk(t, req, u, access, 0)
      if (got.interrupted) return
      headers['Upload-Offset'] = String(got.offset)
      if (got.complete) headers['Tus-Complete'] = '1'
    } finally {
      release()
    }
  }
  sendTus(res, 201, headers)
}
