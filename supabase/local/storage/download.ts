import type { IncomingMessage, ServerResponse } from 'node:http'
import { open, type FileHandle } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { StorageRequest } from './context'
import { errors } from './errors'
import type { FileStore } from './files'
import { servedInline, servedType } from './mime'
import { sendError } from './reply'
import type { ObjectRow } from './rows'

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → inclusive offsets; null for no (or a multi-part) range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/**
 * Content-Disposition (RFC 6266, UTF-8 names encoded): an attachment when the `download` query
 * asks for one, and for every type that is not served inline (mime.ts, servedInline), under
 * the object's own name.
 */
function disposition(download: string | null, name: string, mime: string): Record<string, string> {
  if (download === null && servedInline(mime)) return {}
  const file = download || name.split('/').pop() || 'download'
  return { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}` }
}

/**
 * Sent with every object, whoever asks and however (as the caller, public, signed URL, ranges):
 * the browser must not guess another type than the one sent, and whatever it shows runs in a
 * sandbox (a unique origin, no scripts), so even a file served inline cannot act on this
 * origin. Stricter than hosted storage-api, which sends neither: the app's buckets do not rely
 * on these alone (their allowed_mime_types keep active types out).
 */
export const OBJECT_SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': 'sandbox',
} as const

/**
 * An object's bytes with the headers hosted Storage sends, streamed from its version file;
 * a single byte range answers 206 (media players seek with these).
 */
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  store: FileStore,
  row: ObjectRow,
  download: string | null,
) {
  let handle: FileHandle
  try {
    handle = await open(store.filePath(row.bucket_id, row.name, row.version), 'r')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return sendError(res, errors.noSuchKey())
    throw e
  }
  try {
    const size = (await handle.stat()).size
    const meta = row.metadata
    const stored = meta?.mimetype || 'application/octet-stream'
    const headers: Record<string, string | number> = {
      ...OBJECT_SAFETY_HEADERS,
      'Content-Type': servedType(stored),
      'Cache-Control': meta?.cacheControl || 'no-cache',
      'Accept-Ranges': 'bytes',
      'Last-Modified': new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
      ...(meta?.eTag ? { ETag: meta.eTag } : {}),
      ...disposition(download, row.name, stored),
    }
    if (meta?.eTag && req.headers['if-none-match'] === meta.eTag) {
      res.writeHead(304, headers)
      return void res.end()
    }
    const range = parseRange(req.headers.range, size)
    if (range === 'unsatisfiable') {
      const e = errors.invalidRange(size)
      res.writeHead(416, {
        ...OBJECT_SAFETY_HEADERS,
        'Content-Type': 'application/json',
        'Content-Range': `bytes */${size}`,
      })
      return void res.end(JSON.stringify(e.body()))
    }
    const { start, end } = range ?? { start: 0, end: size - 1 }
    headers['Content-Length'] = Math.max(0, end - start + 1)
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    res.writeHead(range ? 206 : 200, headers)
    if (req.method === 'HEAD' || size === 0) return void res.end()
    await pipeline(handle.createReadStream({ start, end, autoClose: false }), res).catch(
      (e: unknown) => {
        // A client that stops reading (a player seeking elsewhere) is not a server error.
        if (!res.destroyed) throw e
      },
    )
  } finally {
    await handle.close().catch(() => undefined)
  }
}

/** A download route's answer for the row it looked up: its bytes, or NoSuchKey where there is none. */
export async function sendFound(
  { ctx, req, res }: StorageRequest,
  row: ObjectRow | null,
  download: string | null,
) {
  if (!row) throw errors.noSuchKey()
  await sendObject(req, res, ctx.store, row, download)
}
