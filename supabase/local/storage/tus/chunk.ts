import type { IncomingMessage } from 'node:http'
import type { Access } from './access'
import type { TusContext } from './context'
import { finishUpload } from './finish'
import type { PartialUpload } from './partials'
import { byteCount, CHUNK_BYTES, tusErrors } from './protocol'

export interface ChunkResult {
  offset: number
  complete: boolean
  /** The client went away mid-body: there is nobody to answer, and the bytes so far are kept. */
  interrupted: boolean
}

/**
 * Appends one request's body at `start` (the caller holds the upload's session and has checked
 * the offset), holding it to 6 MiB chunks as hosted Storage does, and turns the upload into its
 * object when the last byte has arrived. An upload that cannot become its object (refused by
 * the content check or the policies at the end) is removed: sending it again would not help.
 */
export async function receiveChunk(
  t: TusContext,
  req: IncomingMessage,
  u: PartialUpload,
  access: Access,
  start: number,
): Promise<ChunkResult> {
  const remaining = u.length - start
  const declared = byteCount(req.headers['content-length'])
  if (declared !== null) {
    if (declared > remaining) throw tusErrors.sizeExceeded()
    if (declared > CHUNK_BYTES || (declared < CHUNK_BYTES && declared !== remaining))
      throw tusErrors.chunkSize()
  }
  // Not destroyed when refused mid-body: the refusal is answered while the rest is read away.
  const body = req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>
  const got = await t.partials.append(
    u.version,
    body,
    Math.min(CHUNK_BYTES, remaining),
    tusErrors.chunkSize,
  )
  const offset = start + got.written
  if (got.interrupted || offset < u.length)
    return { offset, complete: false, interrupted: got.interrupted }
  try {
    await finishUpload(t.storage, t.partials, u, access)
  } catch (e) {
    await t.partials.remove(u.version)
    throw e
  }
  return { offset, complete: true, interrupted: false }
}
