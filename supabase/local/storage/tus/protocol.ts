import type { IncomingMessage, ServerResponse } from 'node:http'
import { refuse } from '../../http/linger'
import { errors, fromDbError, StorageError } from '../errors'

/** The one protocol version served. */
export const TUS_VERSION = '1.0.0'
/** Hosted Storage takes resumable uploads in 6 MiB chunks; only the last may be shorter. */
export const CHUNK_BYTES = 6 * 1024 * 1024
/** A partial upload can be continued for an hour after it was created, as on hosted Storage. */
export const EXPIRY_MS = 60 * 60 * 1000
export const EXTENSIONS = 'creation,creation-with-upload,termination,expiration'
export const PATCH_CONTENT_TYPE = 'application/offset+octet-stream'

// A browser may read these answer headers (tus-js-client needs Location and Upload-Offset).
const EXPOSE_HEADERS = [
  'Upload-Offset',
  'Location',
  'Upload-Length',
  'Tus-Version',
  'Tus-Resumable',
  'Tus-Max-Size',
  'Tus-Extension',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'Upload-Expires',
  'Tus-Complete',
  'Content-Type',
].join(',')
// What tus-js-client and the Supabase examples send, besides the usual API headers.
const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'cache-control',
  'x-upsert',
  'x-signature',
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
  'upload-defer-length',
  'upload-concat',
  'upload-expires',
  'upload-checksum',
  'x-http-method-override',
  'x-requested-with',
].join(',')
const ALLOW_METHODS = 'POST,HEAD,PATCH,OPTIONS,DELETE'

/**
 * A refusal as hosted Storage's TUS endpoint answers it: the real HTTP status and the message
 * as plain text (its TUS server writes `render().message`, not Storage's usual JSON).
 */
export class TusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const tusErrors = {
  notFound: () => new TusError(404, 'The file for this url was not found'),
  gone: () => new TusError(410, 'The file for this url no longer exists'),
  versionRequired: () => new TusError(412, 'Unsupported TUS version'),
  offsetRequired: () => new TusError(403, 'Upload-Offset header required'),
  offsetConflict: () => new TusError(409, 'Upload-Offset conflict'),
  contentType: () => new TusError(415, `Content-Type header must be ${PATCH_CONTENT_TYPE}`),
  lengthRequired: () => new TusError(400, 'Upload-Length or Upload-Defer-Length header required'),
  deferUnsupported: () =>
    new TusError(501, 'creation-defer-length extension is not (yet) supported.'),
  concatUnsupported: () =>
    new TusError(
      501,
      'Concatenation extension is not (yet) supported. Disable parallel uploads in the tus client.',
    ),
  metadataInvalid: () =>
    new TusError(
      400,
      'Upload-Metadata is invalid. It MUST consist of one or more comma-separated key-value pairs; the value MUST be Base64 encoded',
    ),
  metadataRequired: () =>
    new TusError(400, 'Upload-Metadata with bucketName and objectName is required'),
  maxSize: () => new TusError(413, 'Maximum size exceeded'),
  sizeExceeded: () => new TusError(413, "upload's size exceeded"),
  chunkSize: () =>
    new TusError(400, `Chunks must be ${CHUNK_BYTES} bytes (6 MiB), except the last`),
  missingSignature: () => new TusError(400, 'Missing x-signature header'),
}

/** Storage's own errors and database refusals, answered the TUS way; anything else is not ours. */
export function toTusError(e: unknown): TusError | null {
  if (e instanceof TusError) return e
  const se: StorageError | null = fromDbError(e)
  if (!se) return null
  return new TusError(se.statusCode, se.statusCode >= 500 ? 'Internal Server Error' : se.message)
}

/** An answer without a body, with the headers every TUS answer carries. */
export function sendTus(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Tus-Resumable': TUS_VERSION,
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    ...headers,
  })
  res.end()
}

/**
 * A refusal, answered at once; a body not read to its end is then read and thrown away
 * (bounded) before the connection closes, so that the client gets the answer.
 */
export function sendTusError(
  req: IncomingMessage,
  res: ServerResponse,
  e: TusError,
): Promise<void> {
  const headers = {
    'Tus-Resumable': TUS_VERSION,
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
  }
  return refuse(req, res, e.status, headers, e.message)
}

/** A browser's preflight for a TUS request: the TUS headers besides the usual API ones. */
export function tusPreflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin || '*',
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}

/** An Upload-Length or Upload-Offset value: a whole number of bytes, or null when it is not one. */
export function byteCount(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

export { errors }
