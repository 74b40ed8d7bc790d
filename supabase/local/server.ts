import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createServer, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { loadConfig, type ConfigOverrides, type LocalConfig } from './config'
import { openDatabase, type Db } from './db'
import { loadKeys, type Keys } from './keys'
import { prepareDatabase, type PrepareResult } from './platform/migrate'
import type { Logger, Platform, UpgradeHandler } from './platform/types'
import { createListener } from './http/app'
import { RequestLog } from './http/request-log'
import { modules } from './modules'
import { seedBuckets } from './storage/seed-buckets'
import type { FunctionsOptions } from './functions/options'

export interface StartOptions {
  /** supabase/config.toml by default. */
  configPath?: string
  overrides?: ConfigOverrides
  /** Port to listen on; 0 picks a free one. Defaults to SUPABASE_LOCAL_PORT, then [api] port. */
  port?: number
  /** Data folder; null keeps PGlite in memory. Defaults to SUPABASE_LOCAL_DIR or .supabase-local. */
  dataDir?: string | null
  /** A real PostgreSQL instead of PGlite. Defaults to DATABASE_URL. */
  databaseUrl?: string
  /** A database already open (dataDir and databaseUrl are then not used); the server closes it on stop. */
  db?: Db
  seed?: boolean
  log?: Logger | 'silent'
  /** Keeps the request log in memory but does not print a line per request (benchmarks). */
  quietRequests?: boolean
  /** The functions folder and limits; `functions/` beside config.toml by default. */
  functions?: FunctionsOptions
}

export interface LocalSupabase {
  url: string
  port: number
  config: LocalConfig
  keys: Keys
  db: Db
  prepared: PrepareResult
  requestLog: RequestLog
  stop(): Promise<void>
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
}
const silentLogger: Logger = { info() {}, warn() {}, error() {} }

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

export function defaultDataDir(): string {
  return path.resolve(REPO_ROOT, process.env.SUPABASE_LOCAL_DIR || '.supabase-local')
}

export async function startLocalSupabase(opts: StartOptions = {}): Promise<LocalSupabase> {
  const log = opts.log === 'silent' ? silentLogger : (opts.log ?? consoleLogger)
  const config = loadConfig(
    opts.configPath ?? path.join(REPO_ROOT, 'supabase/config.toml'),
    opts.overrides,
  )
  const envPort = process.env.SUPABASE_LOCAL_PORT
    ? Number(process.env.SUPABASE_LOCAL_PORT)
    : undefined
  const port = opts.port ?? envPort ?? config.api.port
  const dataDir = opts.dataDir === undefined ? defaultDataDir() : opts.dataDir
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? undefined

  const db =
    opts.db ??
    (await openDatabase({ databaseUrl, pgliteDir: dataDir ? path.join(dataDir, 'db') : null }))
  const closers: (() => Promise<void> | void)[] = []
  try {
    const prepared = await prepareDatabase(db, {
      supabaseDir: config.supabaseDir,
      seed: opts.seed,
      log,
    })
    const keys = await loadKeys(config)
    const requestLog = new RequestLog(opts.log === 'silent' || opts.quietRequests ? null : log)
    const upgrades: { path: string; handler: UpgradeHandler }[] = []
    // Upgraded sockets still count as the server's connections: close() would wait for them.
    const upgraded = new Set<Duplex>()

    const platform: Platform = {
      config,
      db,
      keys,
      apiUrl: '', // set once the port is known
      dataDir,
      log,
      onClose: (fn) => closers.push(fn),
      onUpgrade: (path, handler) => upgrades.push({ path, handler }),
      functions: opts.functions,
    }
    const server: Server = createServer(await createListener(platform, modules, requestLog))
    server.on('upgrade', (req, socket, head) => {
      const path = (req.url ?? '/').split('?')[0]
      const target = upgrades.find((u) => path === u.path || path.startsWith(`${u.path}/`))
      upgraded.add(socket)
      socket.once('close', () => upgraded.delete(socket))
      if (target) return target.handler(req, socket, head)
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    })
    const actualPort = await new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
    })
    platform.apiUrl = `http://127.0.0.1:${actualPort}`
    // Node closes idle keep-alive sockets after 5 s; a client that reuses one at that moment
    // gets "other side closed" on a request it will not retry (POST). Keep them open longer
    // than clients keep them (undici: 4 s idle by default), as API gateways do.
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
    await seedBuckets(platform.apiUrl, keys.serviceRoleKey, config, log).catch((e) => {
      server.closeAllConnections()
      server.close()
      throw e
    })

    return {
      url: platform.apiUrl,
      port: actualPort,
      config,
      keys,
      db,
      prepared,
      requestLog,
      async stop() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          // Idle keep-alive sockets would hold close() open.
          server.closeAllConnections()
          for (const socket of upgraded) socket.destroy()
        })
        for (const fn of closers.reverse()) await fn()
        await db.close()
      },
    }
  } catch (e) {
    for (const fn of closers.reverse()) await Promise.resolve(fn()).catch(() => undefined)
    await db.close().catch(() => undefined)
    throw e
  }
}
