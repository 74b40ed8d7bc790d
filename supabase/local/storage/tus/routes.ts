import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Identity } from '../../http/identity'
import type { Platform } from '../../platform/types'
import type { StorageContext } from '../context'
import { findBucket } from '../rows'
import type { UrlSigner } from '../tokens'
import { authorize, canUpload, type Access } from './access'
import { receiveChunk } from './chunk'
import { httpDate, type TusContext } from './context'
import { createUpload } from './create'
import { PartialStore, type PartialUpload } from './partials'
import {
  byteCount,
  EXTENSIONS,
  PATCH_CONTENT_TYPE,
  sendTus,
  sendTusError,
  toTusError,
  tusErrors,
  tusPreflightHeaders,
  TUS_VERSION,
} from './protocol'
import { UploadSessions } from './sessions'
import { decodeUploadId } from './upload-id'

/** Expired and abandoned uploads are looked for this often (and at start). */
const SWEEP_EVERY_MS = 10 * 60 * 1000

/** The resumable endpoint's routes, below `/upload/resumable`: the raw path segments after it. */
export type ResumableRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  identify: () => Promise<Identity>,
) => Promise<void>

/**
 * TUS 1.0.0 at `/upload/resumable` (a bearer token; row-level security decides) and at
 * `/upload/resumable/sign` (the x-signature token of a signed upload URL), as hosted Storage
 * serves it. Partial uploads are kept on disk until complete, then become an object the way
 * any upload does; expired ones are swept away.
 */
export async function openResumable(
  storage: StorageContext,
  signer: UrlSigner,
  platform: Platform,
  basePath: string,
): Promise<ResumableRoute> {
  const t: TusContext = {
    storage,
    signer,
    partials: PartialStore.open(storage.store.root),
    sessions: new UploadSessions(),
    basePath,
  }
  const sweep = () => t.partials.sweep(Date.now(), t.sessions.isBusy)
  const swept = await sweep()
  if (swept) platform.log.info(`storage: removed ${swept} expired or abandoned resumable upload(s)`)
  const timer = setInterval(
    () =>
      void sweep().catch((e: Error) => platform.log.warn(`storage: resumable sweep: ${e.message}`)),
    SWEEP_EVERY_MS,
  )
  timer.unref()
  platform.onClose(() => clearInterval(timer))

  return async (req, res, segments, identify) => {
    const signed = segments[0] === 'sign'
    const rest = signed ? segments.slice(1) : segments
    if (rest.length > 1 || rest[0] === '') return sendTusError(req, res, tusErrors.notFound())
    const id = rest[0] ?? null
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') return options(t, req, res, id)
    if (req.headers['tus-resumable'] !== TUS_VERSION) {
      const e = tusErrors.versionRequired()
      res.setHeader('Tus-Version', TUS_VERSION)
      return sendTusError(req, res, e)
    }
    // A bad bearer token is refused before the upload is looked at, in Storage's JSON form.
    const who = signed ? null : await identify()
    try {
      if (id === null) {
        if (method !== 'POST') throw tusErrors.notFound()
        return await createUpload(t, req, res, signed, who)
      }
      if (method === 'HEAD') return await head(t, req, res, who, id)
      if (method === 'PATCH') return await patch(t, req, res, who, id)
      if (method === 'DELETE') return await terminate(t, req, res, who, id)
      throw tusErrors.notFound()
    } catch (e) {
      const te = toTusError(e)
      if (!te) throw e
      if (res.headersSent) return void res.destroy()
      await sendTusError(req, res, te)
    }
  }
}

/**
 * The upload an id names, for this caller: it must exist, be unexpired, and have been started by
 * the same caller by the same route (anyone else is told it does not exist).
 */
async function lookup(
  t: TusContext,
  req: IncomingMessage,
  who: Identity | null,
  id: string,
): Promise<{ u: PartialUpload; access: Access }> {
  const ref = decodeUploadId(id)
  if (!ref) throw tusErrors.notFound()
  const access = await authorize(t.signer, req, who, ref.bucket, ref.name)
  const u = await t.partials.get(ref.version)
  if (!u || u.bucket !== ref.bucket || u.name !== ref.name || u.creator !== access.creator)
    throw tusErrors.notFound()
  if (u.expiresAt <= Date.now()) {
    if (!t.sessions.isBusy(u.version)) await t.partials.remove(u.version)
    throw tusErrors.gone()
  }
  return { u, access }
}

/** What HEAD, PATCH and DELETE do with an upload the caller named by its id. */
type UploadHandler = (
  t: TusContext,
  req: IncomingMessage,
  res: ServerResponse,
  who: Identity | null,
  id: string,
) => Promise<void>

/** HEAD: how far the upload got, so a client that lost its connection continues from there. */
const head: UploadHandler = async (t, req, res, who, id) => {
  const { u } = await lookup(t, req, who, id)
  sendTus(res, 200, {
    'Upload-Offset': String(await t.partials.offset(u.version)),
    'Upload-Length': String(u.length),
    'Upload-Metadata': u.rawMetadata,
    'Upload-Expires': httpDate(u.expiresAt),
    'Cache-Control': 'no-store',
  })
}

/** PATCH: the next chunk at Upload-Offset; the policies are asked again before its bytes are read. */
const patch: UploadHandler = async (t, req, res, who, id) => {
  const { u, access } = await lookup(t, req, who, id)
  if (req.headers['content-type'] !== PATCH_CONTENT_TYPE) throw tusErrors.contentType()
  const claimed = byteCount(req.headers['upload-offset'])
  if (claimed === null) throw tusErrors.offsetRequired()
  await canUpload(t.storage, access, u.bucket, u.name)
  const release = await t.sessions.take(u.version, req)
  try {
    // Ended (or finished) by the request this one waited for.
    if (!(await t.partials.get(u.version))) throw tusErrors.notFound()
    const start = await t.partials.offset(u.version)
    if (claimed !== start) throw tusErrors.offsetConflict()
    const got = await receiveChunk(t, req, u, access, start)
    if (got.interrupted) return
    sendTus(res, 204, {
      'Upload-Offset': String(got.offset),
      'Upload-Expires': httpDate(u.expiresAt),
      ...(got.complete ? { 'Tus-Complete': '1' } : {}),
    })
  } finally {
    release()
  }
}

/** DELETE (termination): the partial upload and its bytes go; a transfer under way is cut off. */
const terminate: UploadHandler = async (t, req, res, who, id) => {
  const { u } = await lookup(t, req, who, id)
  const release = await t.sessions.take(u.version, req)
  try {
    await t.partials.remove(u.version)
  } finally {
    release()
  }
  sendTus(res, 204)
}

/** OPTIONS: the protocol's capabilities, and the browser's preflight for the TUS headers. */
async function options(
  t: TusContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string | null,
) {
  let max = t.storage.globalLimit
  const ref = id ? decodeUploadId(id) : null
  const bucket = ref ? await findBucket(t.storage.db, ref.bucket) : null
  if (bucket?.file_size_limit) max = Math.min(max, bucket.file_size_limit)
  sendTus(res, 204, {
    ...tusPreflightHeaders(req.headers.origin),
    'Tus-Version': TUS_VERSION,
    'Tus-Extension': EXTENSIONS,
    'Tus-Max-Size': String(max),
  })
}
