import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import { createHash } from 'node:crypto'
import busboy from 'busboy'
import { errors, StorageError } from './errors'
import type { FileStore } from './files'
import { SNIFF_BYTES } from './mime'

/** An upload's bytes in a flushed temporary file, and what the client said about them. */
export interface Received {
  temp: string
  size: number
  md5: string
  head: Buffer
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

/**
 * Streams one body to a temporary file, refusing at the first byte past `limit` and keeping
 * none. The source is left open then: the refusal is answered while the rest of the body is
 * read and thrown away (http/linger.ts), since destroying a request closes its connection
 * and the client would see a reset instead of the answer.
 */
async function toTemp(source: Readable, limit: number, store: FileStore) {
  const { file, handle } = await store.createTemp()
  const hash = createHash('md5')
  const head: Buffer[] = []
  let headBytes = 0
  let size = 0
  try {
    for await (const chunk of source.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > limit) throw errors.tooLarge()
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes))
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes)
      }
      hash.update(chunk)
      for (let done = 0; done < chunk.length;)
        done += (await handle.write(chunk, done)).bytesWritten
    }
    await handle.sync()
    await handle.close()
    return { temp: file, size, md5: hash.digest('hex'), head: Buffer.concat(head) }
  } catch (e) {
    await handle.close().catch(() => undefined)
    await store.discardTemp(file)
    throw e
  }
}

function parseMetadata(text: string | undefined, what: string): Record<string, unknown> | null {
  if (text === undefined || text === '') return null
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw errors.invalidRequest(`${what} must be a JSON object`)
}

/** `3600` → `max-age=3600`, as hosted Storage stores a form's cacheControl field. */
const cacheFromField = (v: string | undefined) =>
  v ? (/^\d+$/.test(v) ? `max-age=${v}` : v) : 'no-cache'

/**
 * An upload's body as storage-js sends it: a multipart form (cacheControl and metadata fields,
 * then one file part, whatever its field name), or the raw bytes with cache-control,
 * content-type and x-metadata (base64 JSON) headers.
 */
export async function receiveUpload(
  req: IncomingMessage,
  limit: number,
  store: FileStore,
): Promise<Received> {
  const type = req.headers['content-type'] ?? ''
  if (!/^multipart\/form-data/i.test(type)) {
    const meta = req.headers['x-metadata']
    const userMetadata =
      typeof meta === 'string'
        ? parseMetadata(Buffer.from(meta, 'base64').toString('utf8'), 'x-metadata')
        : null
    const bytes = await toTemp(req, limit, store)
    return {
      ...bytes,
      contentType: type || 'application/octet-stream',
      cacheControl: req.headers['cache-control'] || 'no-cache',
      userMetadata,
    }
  }
  return receiveForm(req, limit, store)
}

function receiveForm(req: IncomingMessage, limit: number, store: FileStore): Promise<Received> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy
    try {
      form = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024 },
      })
    } catch {
      return reject(errors.invalidRequest('The multipart form is malformed'))
    }
    const fields: Record<string, string> = {}
    let file: Promise<Received> | null = null
    let failure: unknown = null
    form.on('field', (name, value) => (fields[name] = value))
    form.on('file', (_name, stream, info) => {
      const fieldsSoFar = { ...fields }
      file = toTemp(stream, limit, store).then(
        (bytes) => ({
          ...bytes,
          contentType: info.mimeType || 'application/octet-stream',
          cacheControl: cacheFromField(fieldsSoFar.cacheControl),
          userMetadata: parseMetadata(fieldsSoFar.metadata, 'metadata'),
        }),
        (e: unknown) => {
          failure = e
          throw e
        },
      )
      // A file over the limit is refused at once, without waiting for the rest of the form
      // (whose bytes are then read and thrown away with the rest of the request).
      file.catch((e: unknown) => {
        if (e instanceof StorageError) reject(e)
      })
    })
    form.on('error', (e: Error) =>
      reject(failure instanceof StorageError ? failure : errors.invalidRequest(e.message)),
    )
    form.on('close', () => {
      if (!file) return reject(errors.invalidRequest('The form has no file'))
      file.then(resolve, reject)
    })
    // A client that goes away mid-form leaves the parser waiting for a close that never comes.
    req.once('close', () => {
      if (!req.complete) form.destroy(new Error('The upload was interrupted'))
    })
    req.pipe(form)
  })
}
