import { expect } from 'vitest'
import WebSocket from 'ws'
import type { RealtimeServer } from './support'

type Frame = [string | null, string | null, string, string, unknown]

/** A bare Phoenix vsn 2 socket, for what supabase-js never sends (garbage, silence). */
export class RawSocket {
  readonly frames: Frame[] = []
  private ref = 0

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(data.toString()) as Frame)
    })
  }

  static open(server: RealtimeServer, apikey = server.keys.anonKey): Promise<RawSocket> {
    const ws = new WebSocket(
      `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`,
    )
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)))
      ws.once('error', reject)
    })
  }

  push(topic: string, event: string, payload: unknown, joinRef: string | null = '1'): string {
    // Refs of their own, so no malformed frame a test sends can look like one of them.
    const ref = `raw-${++this.ref}`
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]))
    return ref
  }

  async reply(ref: string, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const f = this.frames.find((x) => x[1] === ref && x[3] === 'phx_reply')
      if (f) return f
      if (Date.now() > deadline)
        throw new Error(`no reply to ${ref}; got ${JSON.stringify(this.frames).slice(0, 1000)}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  heartbeat() {
    return this.reply(this.push('phoenix', 'heartbeat', {}, null))
  }
}

/** The reply a socket that is still served gets to its heartbeat, as Phoenix sends it. */
export const HEARTBEAT_OK = [
  null,
  expect.any(String),
  'phoenix',
  'phx_reply',
  { status: 'ok', response: {} },
]
