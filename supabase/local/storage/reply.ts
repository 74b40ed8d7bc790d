import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_BODY_BYTES } from '../http/app'
import { BodyTooLarge, plainRequest } from '../http/plain'
import { errors, StorageError } from './errors'

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(res.req.method === 'HEAD' ? undefined : text)
}

/** An error as hosted Storage answers it; `close` when the request's body was not read to its end. */
export function sendError(res: ServerResponse, e: StorageError, close = false) {
  sendJson(res, e.httpStatus, e.body(), close ? { Connection: 'close' } : {})
}

/** A JSON request body, held to the front door's limit for JSON bodies; none is `{}`. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await plainRequest(req, '', '', MAX_BODY_BYTES).text()
  } catch (e) {
    if (e instanceof BodyTooLarge) throw errors.tooLarge()
    throw e
  }
  if (!text.trim()) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw errors.invalidRequest('The request body must be a JSON object')
}
