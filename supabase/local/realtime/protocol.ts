/**
 * The Phoenix channel wire formats realtime-js speaks. vsn 1.0.0: JSON objects
 * `{topic, event, payload, ref, join_ref}`. vsn 2.0.0: JSON arrays
 * `[join_ref, ref, topic, event, payload]`, plus binary frames for user broadcasts
 * (kind 3 from the client, kind 4 to the client).
 */
export type Vsn = '1.0.0' | '2.0.0'

export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/** A broadcast as it travels between channels: JSON, or raw bytes from a binary frame. */
export interface BroadcastMessage {
  event: string
  payload: unknown
  /** Set when the sender's payload was binary (encoding 0). */
  binary?: Buffer
}

const KIND_USER_BROADCAST_PUSH = 3
const KIND_USER_BROADCAST = 4
const ENCODING_BINARY = 0
const ENCODING_JSON = 1

const refOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null

/** The frame, or null when it is not one (never throws). */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame | null {
  if (isBinary) return vsn === '2.0.0' ? decodeBinary(data) : null
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch {
    return null
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') return null
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const o = parsed as Record<string, unknown>
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null
  return {
    joinRef: refOf(o.join_ref),
    ref: refOf(o.ref),
    topic: o.topic,
    event: o.event,
    payload: o.payload,
  }
}

/** Kind 3: u8 kind, u8 lengths of join_ref, ref, topic, event, metadata, u8 encoding, then those bytes and the payload. */
function decodeBinary(data: Buffer): Frame | null {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return null
  const lengths = [data[1], data[2], data[3], data[4], data[5]]
  const encoding = data[6]
  if (encoding !== ENCODING_JSON && encoding !== ENCODING_BINARY) return null
  let offset = 7
  const parts: string[] = []
  for (const len of lengths) {
    if (offset + len > data.length) return null
    parts.push(data.toString('utf8', offset, offset + len))
    offset += len
  }
  const [joinRef, ref, topic, event] = parts
  const body = data.subarray(offset)
  let payload: unknown
  let binary: Buffer | undefined
  if (encoding === ENCODING_JSON) {
    try {
      payload = JSON.parse(body.toString('utf8'))
    } catch {
      return null
    }
  } else {
    binary = Buffer.from(body)
  }
  const message: BroadcastMessage = { event, payload, binary }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', ...message },
  }
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
  return JSON.stringify({
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
    ref: frame.ref,
    join_ref: frame.joinRef,
  })
}

/** Kind 4 (vsn 2 only): a broadcast whose payload is raw bytes. */
export function encodeBinaryBroadcast(topic: string, event: string, bytes: Buffer): Buffer | null {
  const t = Buffer.from(topic)
  const e = Buffer.from(event)
  if (t.length > 255 || e.length > 255) return null
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_BINARY])
  return Buffer.concat([header, t, e, bytes])
}
