import { WebSocketServer } from 'ws'
import type { RouteModule } from '../platform/types'
import { checkToken } from './auth'
import { Connection } from './connection'
import { Hub } from './hub'
import { HOSTED_PRESENCE_LIMITS } from './presence-limit'
import type { Vsn } from './protocol'
import { restBroadcast } from './rest-broadcast'

const PREFIX = '/realtime/v1'

// realtime-js sends a heartbeat every 25 s; a socket silent for two of those is gone.
const DEFAULT_IDLE_TIMEOUT_MS = 50_000

// Frames are small JSON messages; anything far larger is refused by ws before it is parsed.
const MAX_FRAME_BYTES = 1024 * 1024

/**
 * realtime/v1 as @supabase/realtime-js uses it: the Phoenix WebSocket at /websocket
 * (broadcast, presence, postgres_changes) and the REST broadcast endpoint.
 */
export const realtimeModule: RouteModule = {
  prefix: PREFIX,
  async create(platform) {
    const idle = Number(process.env.SUPABASE_LOCAL_REALTIME_IDLE_MS) || DEFAULT_IDLE_TIMEOUT_MS
    // Hosted Realtime's per-client presence limit, unless a test asks for a shorter window.
    const presenceLimits = {
      maxCalls: HOSTED_PRESENCE_LIMITS.maxCalls,
      windowMs:
        Number(process.env.SUPABASE_LOCAL_REALTIME_PRESENCE_WINDOW_MS) ||
        HOSTED_PRESENCE_LIMITS.windowMs,
    }
    const hub = new Hub(platform.db, platform.keys, platform.log, idle, presenceLimits)
    await hub.feed.start()
    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })

    platform.onUpgrade(`${PREFIX}/websocket`, (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://local')
      const apikey =
        url.searchParams.get('apikey') ?? (req.headers['x-api-key'] as string | undefined) ?? ''
      const vsnParam = url.searchParams.get('vsn')
      const vsn: Vsn | null =
        vsnParam === '2.0.0' ? '2.0.0' : vsnParam === '1.0.0' || vsnParam === null ? '1.0.0' : null
      socket.on('error', () => socket.destroy())
      const refuse = (status: string) =>
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      if (url.pathname !== `${PREFIX}/websocket`) return refuse('404 Not Found')
      if (!vsn) return refuse('400 Bad Request')
      checkToken(platform.keys, apikey).then(
        (checked) => {
          // Realtime refuses the socket itself when its key is not one of the project's.
          if (!checked.ok) return refuse('403 Forbidden')
          wss.handleUpgrade(req, socket, head, (ws) => new Connection(ws, vsn, hub, apikey))
        },
        () => refuse('500 Internal Server Error'),
      )
    })

    platform.onClose(async () => {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      await hub.feed.stop()
    })
    return restBroadcast(hub)
  },
}
