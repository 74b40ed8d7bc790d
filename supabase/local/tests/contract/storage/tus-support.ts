import { randomBytes } from 'node:crypto'
import { Upload, type DetailedError } from 'tus-js-client'
import type { StorageServer } from './support'

/** Hosted Storage's chunk size for resumable uploads. */
export const MiB = 1024 * 1024
export const CHUNK = 6 * MiB

export interface TusTarget {
  bucket: string
  name: string
  /** A bearer token (the authenticated route), or the x-signature token of a signed upload URL. */
  token?: string
  signature?: string
  upsert?: boolean
  contentType?: string
}

/** The endpoint as storage-js users configure tus-js-client for it. */
export const endpointOf = (server: StorageServer, signed = false) =>
  `${server.url}/storage/v1/upload/resumable${signed ? '/sign' : ''}`

/** The headers every request of an upload carries, as in Supabase's tus-js-client example. */
export function tusHeaders(
  server: StorageServer,
  t: Pick<TusTarget, 'token' | 'signature' | 'upsert'>,
): Record<string, string> {
  return {
    apikey: server.keys.anonKey,
    ...(t.token ? { authorization: `Bearer ${t.token}` } : {}),
    ...(t.signature ? { 'x-signature': t.signature } : {}),
    ...(t.upsert ? { 'x-upsert': 'true' } : {}),
  }
}

export interface Outcome {
  url: string | null
  error: DetailedError | Error | null
  /** The HTTP status and body of the answer that failed the upload, if there was one. */
  status: number | null
  body: string | null
}

/**
 * tus-js-client (unchanged, Node's HTTP stack) uploading `bytes` in 6 MiB chunks, without
 * retries unless asked: the test sees the first refusal as it is.
 */
export function tusUpload(
  server: StorageServer,
  bytes: Buffer,
  t: TusTarget,
  extra: Partial<ConstructorParameters<typeof Upload>[1]> = {},
) {
  let upload!: Upload
  const done = new Promise<Outcome>((resolve) => {
    upload = new Upload(bytes, {
      endpoint: endpointOf(server, !!t.signature),
      chunkSize: CHUNK,
      retryDelays: null,
      headers: tusHeaders(server, t),
      metadata: {
        bucketName: t.bucket,
        objectName: t.name,
        contentType: t.contentType ?? 'application/octet-stream',
        cacheControl: '3600',
      },
      ...extra,
      onSuccess: () => resolve({ url: upload.url, error: null, status: null, body: null }),
      onError: (error) => {
        const res = 'originalResponse' in error ? error.originalResponse : null
        resolve({
          url: upload.url,
          error,
          status: res?.getStatus() ?? null,
          body: res?.getBody() ?? null,
        })
      },
    })
    upload.start()
  })
  return { upload, done }
}

/** One raw TUS request (for what tus-js-client never sends wrong). */
export function tusRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  return fetch(url, {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    body: body && new Uint8Array(body),
  })
}

/** Bytes made in memory, different for every upload. */
export const testBytes = (size: number) => randomBytes(size)
