import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import type { Logger } from '../platform/types'
import type { FunctionSpec } from './catalog'

const HOST = path.join(import.meta.dirname, 'runtime', 'host.ts')
// Agreed with runtime/host.ts.
const READY = 'OPPI_FN_READY '
const WORKER_ERROR_HEADER = 'x-oppi-worker-error'
const GATEWAY_HEADER = 'x-oppi-gateway'
// Request and response headers that belong to one connection, not to the message.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]
const OUT_OF_MEMORY = /out of memory|heap limit/i
const STDERR_TAIL = 4096

/** The worker could not load the function (syntax error, failed import, no Deno.serve). */
export class BootError extends Error {}

/** The worker ended or failed while answering: a resource limit, or an error in the function. */
export class WorkerGone extends Error {
  constructor(readonly kind: 'limit' | 'error') {
    super(kind === 'limit' ? 'worker hit a resource limit' : 'worker failed')
  }
}

export interface WorkerLaunch {
  spec: FunctionSpec
  deno: string
  env: Record<string, string>
  cacheDir: string
  registry: string
  memoryLimitMb: number
  /** A worker not serving by then is ended and counts as failing to boot. */
  bootTimeoutMs: number
  log: Logger
}

/**
 * One warm Deno process serving one function, as the edge runtime keeps a user worker: it
 * answers requests concurrently until it is ended (a limit, a crash, a changed file, shutdown).
 */
export class FunctionWorker {
  readonly ready: Promise<void>
  readonly exited: Promise<void>
  readonly startedAt = performance.now()
  /** False once the process has exited. */
  alive = true
  /** False once the worker is ending or has ended: new requests go to a new worker. */
  accepting = true
  private port = 0
  private inFlight = 0
  private retired = false
  private stderrTail = ''
  private readonly secret = randomBytes(24).toString('hex')
  private readonly child: ChildProcess

  constructor(launch: WorkerLaunch) {
    const { spec, log } = launch
    const args = [
      'run',
      '--quiet',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      `--allow-write=${os.tmpdir()}`,
      `--v8-flags=--max-old-space-size=${launch.memoryLimitMb}`,
      ...(spec.denoConfig ? [spec.denoConfig.flag, spec.denoConfig.file] : ['--no-config']),
      HOST,
    ]
    this.child = spawn(launch.deno, args, {
      cwd: spec.dir,
      stdio: ['pipe', 'pipe', 'pipe'],
      // Only what the function should see: nothing else of this process's environment.
      env: {
        ...(launch.env as NodeJS.ProcessEnv),
        DENO_DIR: launch.cacheDir,
        NPM_CONFIG_REGISTRY: launch.registry,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...(spec.usesPackageJson ? {} : { DENO_NO_PACKAGE_JSON: '1' }),
        OPPI_FN_ENTRY: pathToFileURL(spec.entrypoint).href,
        OPPI_FN_SECRET: this.secret,
      },
    })
    const tag = `[functions/${spec.name}]`
    let onReady: () => void
    let onBootFailure: (e: Error) => void
    this.ready = new Promise<void>((resolve, reject) => {
      onReady = resolve
      onBootFailure = reject
    })
    // A rejection nobody awaits yet must not be reported as unhandled.
    this.ready.catch(() => undefined)
    const bootTimer = setTimeout(() => {
      onBootFailure(
        new BootError(`the function did not start serving within ${launch.bootTimeoutMs} ms`),
      )
      this.end()
    }, launch.bootTimeoutMs)
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (!this.port && line.startsWith(READY)) {
        this.port = Number(line.slice(READY.length))
        clearTimeout(bootTimer)
        onReady()
      } else log.info(`${tag} ${line}`)
    })
    createInterface({ input: this.child.stderr! }).on('line', (line) => {
      this.stderrTail = (this.stderrTail + line + '\n').slice(-STDERR_TAIL)
      log.warn(`${tag} ${line}`)
    })
    this.exited = new Promise<void>((resolve) => {
      this.child.once('exit', () => {
        clearTimeout(bootTimer)
        this.alive = false
        this.accepting = false
        onBootFailure(
          new BootError(this.stderrTail.trim() || 'the worker exited before it was ready'),
        )
        resolve()
      })
      this.child.once('error', (e) => {
        clearTimeout(bootTimer)
        this.alive = false
        this.accepting = false
        onBootFailure(new BootError(`cannot start Deno: ${e.message}`))
        resolve()
      })
    })
  }

  /** Ends the worker now; requests in flight fail. */
  end() {
    this.accepting = false
    if (this.alive) this.child.kill('SIGKILL')
  }

  /** Ends the worker once the requests it is answering are done. */
  retire() {
    this.retired = true
    this.accepting = false
    if (this.inFlight === 0) this.end()
  }

  /**
   * Forwards a request to the function. `pathAndQuery` is what the function sees as its URL's
   * path: `/<name>/…`, as behind the hosted gateway. The wall clock covers the whole answer,
   * body included; past it the worker is ended, as the edge runtime ends a worker at its limit.
   */
  async forward(req: Request, pathAndQuery: string, limitMs: number): Promise<Response> {
    const headers = new Headers(req.headers)
    for (const h of HOP_BY_HOP) headers.delete(h)
    headers.delete('host')
    // Bytes pass through untouched: Deno would otherwise compress and fetch decompress.
    headers.set('accept-encoding', 'identity')
    headers.set(GATEWAY_HEADER, this.secret)

    const abort = new AbortController()
    let timedOut = false
    this.inFlight++
    let settled = false
    const done = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      req.signal.removeEventListener('abort', onClientGone)
      if (--this.inFlight === 0 && this.retired) this.end()
    }
    const timer = setTimeout(() => {
      timedOut = true
      this.end()
      abort.abort()
    }, limitMs)
    const onClientGone = () => abort.abort()
    req.signal.addEventListener('abort', onClientGone)

    let upstream: Response
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null
      upstream = await fetch(`http://127.0.0.1:${this.port}${pathAndQuery}`, {
        method: req.method,
        headers,
        body: hasBody ? req.body : undefined,
        redirect: 'manual',
        signal: abort.signal,
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit)
    } catch {
      done()
      throw await this.failure(timedOut)
    }
    if (upstream.headers.has(WORKER_ERROR_HEADER)) {
      done()
      await upstream.body?.cancel().catch(() => undefined)
      throw new WorkerGone('error')
    }
    const out = new Headers(upstream.headers)
    for (const h of HOP_BY_HOP) out.delete(h)
    if (!upstream.body) {
      done()
      return new Response(null, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: out,
      })
    }
    const reader = upstream.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done: end, value } = await reader.read()
          if (end) {
            done()
            controller.close()
          } else controller.enqueue(value)
        } catch (e) {
          done()
          controller.error(e)
        }
      },
      cancel(reason) {
        done()
        return reader.cancel(reason)
      },
    })
    return new Response(body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: out,
    })
  }

  /** Why a request to this worker failed: its limit, running out of memory, or an error. */
  private async failure(timedOut: boolean): Promise<WorkerGone> {
    if (timedOut) return new WorkerGone('limit')
    // The connection usually drops a moment before the exit is seen.
    await Promise.race([this.exited, new Promise((r) => setTimeout(r, 1000))])
    return new WorkerGone(!this.alive && OUT_OF_MEMORY.test(this.stderrTail) ? 'limit' : 'error')
  }
}
