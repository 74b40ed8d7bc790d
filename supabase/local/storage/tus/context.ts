import type { IncomingMessage } from 'node:http'
import type { StorageContext } from '../context'
import type { UrlSigner } from '../tokens'
import type { PartialStore } from './partials'
import type { UploadSessions } from './sessions'

/** What the resumable upload routes work with, besides storage's own context. */
export interface TusContext {
  storage: StorageContext
  signer: UrlSigner
  partials: PartialStore
  sessions: UploadSessions
  /** The public path of the endpoint, e.g. `/storage/v1/upload/resumable`. */
  basePath: string
}

const first = (v: string | string[] | undefined) =>
  Array.isArray(v) ? v[0] : v?.split(',')[0].trim()

/** The URL of an upload, on the host the client asked (behind a proxy, the one it forwarded). */
export function uploadUrl(
  t: TusContext,
  req: IncomingMessage,
  signed: boolean,
  id: string,
): string {
  const proto = first(req.headers['x-forwarded-proto']) || 'http'
  const host = first(req.headers['x-forwarded-host']) || req.headers.host || '127.0.0.1'
  return `${proto}://${host}${t.basePath}${signed ? '/sign' : ''}/${id}`
}

/** Upload-Expires is an HTTP date. */
export const httpDate = (ms: number) => new Date(ms).toUTCString()
