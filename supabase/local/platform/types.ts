import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Hono } from 'hono'
import type { LocalConfig } from '../config'
import type { Db } from '../db'
import type { Keys } from '../keys'
import type { PlainHandler } from '../http/plain'
import type { StreamHandler } from '../http/stream'
import type { FunctionsOptions } from '../functions/options'

export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** Everything a route module may use. Modules never reach into each other. */
export interface Platform {
  config: LocalConfig
  db: Db
  keys: Keys
  /** Public base URL of this server, e.g. http://127.0.0.1:54321 (no trailing slash). */
  apiUrl: string
  /** Data folder (PGlite files, signing keys, outbox, stored files); null for in-memory runs. */
  dataDir: string | null
  log: Logger
  /** Registers cleanup to run on shutdown (timers, sockets, listeners). */
  onClose(fn: () => Promise<void> | void): void
  /**
   * Takes HTTP upgrade requests (WebSocket) whose path is `path` or below it; the handler owns
   * the socket from then on.
   */
  onUpgrade(path: string, handler: UpgradeHandler): void
  /** The functions gateway's folder and limits, when not the defaults. */
  functions?: FunctionsOptions
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void

/**
 * A service under one path prefix, e.g. /auth/v1. Adding one touches only modules.ts. A Hono
 * app, a plain handler for the hottest paths (see http/plain.ts), or a stream handler for
 * bodies that must not be buffered (see http/stream.ts).
 */
export type RouteHandler = Hono | PlainHandler | StreamHandler

export interface RouteModule {
  prefix: `/${string}`
  /** The module answers OPTIONS itself (functions do, as hosted) instead of the front door. */
  ownPreflight?: boolean
  create(platform: Platform): RouteHandler | Promise<RouteHandler>
}
