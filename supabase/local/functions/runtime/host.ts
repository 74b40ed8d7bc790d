// Runs inside Deno, one process per function: loads the function's entry module, takes the
// handler it gives to Deno.serve, and serves it on a loopback port that only the gateway may
// use. Written for Deno, so the Node type check leaves this folder out.

type Handler = (req: Request, info: unknown) => Response | Promise<Response>
type OnError = (error: unknown) => Response | Promise<Response>

const READY = 'OPPI_FN_READY'
const BOOT_FAILED = 70
// The gateway marks an uncaught error in the handler so that it can answer as the edge runtime does.
const WORKER_ERROR_HEADER = 'x-oppi-worker-error'

const entry = Deno.env.get('OPPI_FN_ENTRY')
const secret = Deno.env.get('OPPI_FN_SECRET')
Deno.env.delete('OPPI_FN_ENTRY')
Deno.env.delete('OPPI_FN_SECRET')
if (!entry || !secret) {
  console.error('host: OPPI_FN_ENTRY and OPPI_FN_SECRET are required')
  Deno.exit(BOOT_FAILED)
}

// The gateway holds our stdin open; when it goes away, so do we.
;(async () => {
  const buf = new Uint8Array(64)
  try {
    while ((await Deno.stdin.read(buf)) !== null) {
      // nothing to read: only the end matters
    }
  } catch {
    // a closed pipe ends the same way
  }
  Deno.exit(0)
})()

let handler: Handler | null = null
let onError: OnError | null = null
const realServe = Deno.serve.bind(Deno)

// The function's own Deno.serve call: keep the handler, listen ourselves.
;(Deno as unknown as { serve: unknown }).serve = (a: unknown, b: unknown) => {
  const options = (typeof a === 'object' && a !== null ? a : {}) as {
    handler?: Handler
    onError?: OnError
  }
  const h = typeof a === 'function' ? a : typeof b === 'function' ? b : options.handler
  if (typeof h !== 'function') throw new TypeError('Deno.serve: a handler function is required')
  if (handler) throw new Error('Deno.serve: a function may serve only one handler')
  handler = h as Handler
  onError = typeof options.onError === 'function' ? options.onError : null
  const never = new Promise<void>(() => {})
  return {
    finished: never,
    addr: { transport: 'tcp', hostname: '0.0.0.0', port: 8000 },
    shutdown: () => Promise.resolve(),
    ref() {},
    unref() {},
    [Symbol.asyncDispose]: () => Promise.resolve(),
  }
}

// What the Supabase edge runtime offers besides Deno's own API.
;(globalThis as unknown as { EdgeRuntime: unknown }).EdgeRuntime = {
  waitUntil<T>(promise: Promise<T>) {
    promise.catch((e) => console.error('EdgeRuntime.waitUntil:', e))
    return promise
  },
}

try {
  await import(entry)
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e)
  Deno.exit(BOOT_FAILED)
}
if (!handler) {
  console.error('the function did not call Deno.serve(handler) when its module was loaded')
  Deno.exit(BOOT_FAILED)
}
const serve = handler as Handler

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }: { port: number }) => console.log(`${READY} ${port}`),
  },
  async (incoming: Request, info: unknown) => {
    if (incoming.headers.get('x-oppi-gateway') !== secret)
      return new Response('Forbidden', { status: 403 })
    const headers = new Headers(incoming.headers)
    headers.delete('x-oppi-gateway')
    // The function's request aborts when the caller goes away before the answer is delivered.
    const gone = new AbortController()
    ;(info as { completed?: Promise<void> }).completed?.catch(() => gone.abort())
    const req = new Request(incoming.url, {
      method: incoming.method,
      headers,
      body: incoming.body,
      signal: gone.signal,
    })
    try {
      return await serve(req, info)
    } catch (e) {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e)
      if (onError) {
        try {
          return await onError(e)
        } catch (again) {
          console.error(again)
        }
      }
      return new Response(null, { status: 500, headers: { [WORKER_ERROR_HEADER]: '1' } })
    }
  },
)
