import { watch, type FSWatcher } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decodeProtectedHeader } from 'jose'
import { JwtError } from '../keys'
import type { Platform } from '../platform/types'
import {
  bootError,
  notFound,
  unauthorized,
  unsupportedAlgorithm,
  workerError,
  workerLimit,
} from './answers'
import { findFunction, type FunctionSpec } from './catalog'
import { denoBinary, npmRegistry } from './deno'
import { functionEnv } from './env'
import { DEFAULT_WALL_CLOCK_MS, WORKER_MEMORY_MB } from './options'
import { BootError, FunctionWorker, WorkerGone } from './worker'

export const FUNCTIONS_PREFIX = '/functions/v1'

/**
 * /functions/v1/<name>[/…]: finds the function, checks the caller's JWT when the function
 * asks for it (`verify_jwt`, on by default: HS256 over the legacy secret only, as hosted), and hands the request to the function's warm
 * worker, starting one when there is none.
 */
export class FunctionsGateway {
  private readonly workers = new Map<string, FunctionWorker>()
  private readonly dir: string
  private readonly limitMs: number
  private readonly cacheDir: string
  private watcher: FSWatcher | null = null
  private deno: string | null = null

  constructor(private readonly platform: Platform) {
    const opts = platform.functions ?? {}
    this.dir = opts.dir ?? path.join(platform.config.supabaseDir, 'functions')
    this.limitMs = opts.wallClockLimitMs ?? DEFAULT_WALL_CLOCK_MS
    this.cacheDir =
      opts.cacheDir ??
      (platform.dataDir
        ? path.join(platform.dataDir, 'deno')
        : path.join(os.tmpdir(), 'oppi-supabase-local-deno'))
    // An edited function or .env is served fresh from the next request on.
    try {
      this.watcher = watch(this.dir, { recursive: true }, (_event, file) => {
        // Deno's own lock file and node_modules folder are not edits.
        if (!file || !/(^|[/\\])(deno\.lock|node_modules)([/\\]|$)/.test(file)) this.retireAll()
      })
      this.watcher.on('error', () => undefined)
    } catch {
      // No functions folder yet: nothing to watch, every name is unknown.
    }
  }

  async handle(req: Request): Promise<Response> {
    const url = new URL(req.url)
    const subPath = url.pathname.slice(FUNCTIONS_PREFIX.length)
    let name: string
    try {
      name = decodeURIComponent(subPath.split('/')[1] ?? '')
    } catch {
      return notFound()
    }
    const spec = findFunction(this.platform.config, this.dir, name)
    if (!spec) return notFound()
    // Preflights carry no credentials; the function answers them itself.
    if (spec.verifyJwt && req.method !== 'OPTIONS') {
      const refused = await this.checkJwt(req.headers.get('authorization'))
      if (refused) return refused
    }
    let worker: FunctionWorker
    try {
      worker = await this.worker(spec)
    } catch (e) {
      if (e instanceof BootError) {
        this.platform.log.error(`functions/${name} failed to boot: ${e.message}`)
        return bootError()
      }
      throw e
    }
    try {
      return await worker.forward(req, subPath + url.search, this.limitMs)
    } catch (e) {
      if (e instanceof WorkerGone) return e.kind === 'limit' ? workerLimit() : workerError()
      throw e
    }
  }

  /**
   * As hosted's gateway: a Bearer JWT signed with the project's legacy JWT secret (HS256, as the
   * anon and service role keys and a legacy project's user tokens are) and not expired. A token
   * signed with the project's asymmetric keys (ES256, RS256), as users' tokens are once a
   * project signs with them, is refused like any other algorithm: hosted's verify_jwt does not
   * take them, so a function that serves users with such tokens must turn it off and check the
   * token itself. Accepting them here would let such a function pass every test and then refuse
   * every user once deployed.
   */
  private async checkJwt(authorization: string | null): Promise<Response | null> {
    if (!authorization) return unauthorized('Missing authorization header')
    const m = /^Bearer (\S+)$/.exec(authorization)
    if (!m) return unauthorized("Auth header is not 'Bearer {token}'")
    let alg: unknown
    try {
      alg = decodeProtectedHeader(m[1]).alg
    } catch {
      return unauthorized('Invalid JWT')
    }
    if (typeof alg !== 'string' || !alg) return unauthorized('Invalid JWT')
    if (alg !== 'HS256') return unsupportedAlgorithm(alg)
    try {
      await this.platform.keys.verify(m[1])
      return null
    } catch (e) {
      if (e instanceof JwtError) return unauthorized('Invalid JWT')
      throw e
    }
  }

  private async worker(spec: FunctionSpec): Promise<FunctionWorker> {
    // Awaited before the look-up: with an await between looking and keeping the new worker,
    // requests arriving together each started a worker of their own (and counted on their own).
    const registry = await npmRegistry()
    let worker = this.workers.get(spec.name)
    if (!worker || !worker.accepting) {
      worker = new FunctionWorker({
        spec,
        deno: (this.deno ??= denoBinary()),
        env: functionEnv(this.platform, this.dir),
        cacheDir: this.cacheDir,
        registry,
        memoryLimitMb: this.platform.functions?.memoryLimitMb ?? WORKER_MEMORY_MB,
        bootTimeoutMs: this.limitMs,
        log: this.platform.log,
      })
      const started = worker
      this.workers.set(spec.name, started)
      void started.exited.then(() => {
        if (this.workers.get(spec.name) === started) this.workers.delete(spec.name)
      })
    }
    await worker.ready
    return worker
  }

  private retireAll() {
    for (const worker of this.workers.values()) worker.retire()
    this.workers.clear()
  }

  async close() {
    this.watcher?.close()
    const all = [...this.workers.values()]
    this.workers.clear()
    for (const w of all) w.end()
    await Promise.all(all.map((w) => w.exited))
  }
}
