import { describe, expect, it } from 'vitest'
import { FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js'
import { MAX_BODY_BYTES } from '../../../http/app'
import { bearer, call, client, functionsServerForFile, WALL_CLOCK_MS } from './support'

/**
 * A function that fails takes down its own worker at most: the gateway answers as the edge
 * runtime does, and the next request to it, and every other service, is served as before.
 */
const server = functionsServerForFile()

async function relayFailure(name: string, status: number, code: string) {
  const { data, error } = await client(server()).functions.invoke(name, { method: 'GET' })
  expect(data, name).toBeNull()
  expect(error, name).toBeInstanceOf(FunctionsRelayError)
  const res = (error as FunctionsRelayError).context as Response
  expect(res.status, name).toBe(status)
  expect((await res.json()).code, name).toBe(code)
}

async function stillServing() {
  const { data, error } = await client(server()).functions.invoke('echo', { body: 'still here' })
  expect(error).toBeNull()
  expect((data as { body: string }).body).toBe('still here')
  const { error: restError } = await client(server()).from('notes').select('body')
  expect(restError).toBeNull()
}

describe('functions/v1 failures', () => {
  it('answers an error the function throws with 500 WORKER_ERROR and serves it again', async () => {
    await relayFailure('crash?how=throw', 500, 'WORKER_ERROR')
    await relayFailure('crash?how=exit', 500, 'WORKER_ERROR')
    await stillServing()
    const { error } = await client(server()).functions.invoke('crash?how=status', { method: 'GET' })
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const res = (error as FunctionsHttpError).context as Response
    expect(res.status).toBe(418)
    expect(await res.json()).toEqual({ error: 'teapot' })
  })

  it('answers a function that cannot load with 503 BOOT_ERROR', async () => {
    await relayFailure('boot-error', 503, 'BOOT_ERROR')
    await stillServing()
  })

  it('answers a function still loading at the wall-clock limit with 503 BOOT_ERROR', async () => {
    const started = performance.now()
    await relayFailure('boot-hang', 503, 'BOOT_ERROR')
    expect(performance.now() - started).toBeLessThan(WALL_CLOCK_MS * 2)
    await stillServing()
  })

  it('ends a request past the wall-clock limit with 546 WORKER_LIMIT, and the function serves again', async () => {
    const started = performance.now()
    await relayFailure(`slow?ms=${WALL_CLOCK_MS * 3}`, 546, 'WORKER_LIMIT')
    expect(performance.now() - started).toBeLessThan(WALL_CLOCK_MS * 2)
    const { data } = await client(server()).functions.invoke(`slow?ms=10`, { method: 'GET' })
    expect(data).toBe('done')
  })

  it('keeps serving other functions and services while one is stuck in a loop', async () => {
    const stuck = client(server()).functions.invoke('slow?spin=1', { method: 'GET' })
    await new Promise((r) => setTimeout(r, 300))
    const started = performance.now()
    await stillServing()
    expect(performance.now() - started).toBeLessThan(WALL_CLOCK_MS / 2)
    const { error } = await stuck
    expect(error).toBeInstanceOf(FunctionsRelayError)
    expect(((error as FunctionsRelayError).context as Response).status).toBe(546)
    const { data } = await client(server()).functions.invoke(`slow?ms=10`, { method: 'GET' })
    expect(data).toBe('done')
  })

  it('ends a worker that outgrows its memory with 546 WORKER_LIMIT', async () => {
    const started = performance.now()
    await relayFailure('crash?how=memory', 546, 'WORKER_LIMIT')
    // The memory limit ended it, not the wall clock.
    expect(performance.now() - started).toBeLessThan(WALL_CLOCK_MS)
    await stillServing()
  })

  it('refuses a body over the limit, declared or streamed, with 413', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1)
    const { error } = await client(server()).functions.invoke('echo', { body: big })
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect(((error as FunctionsHttpError).context as Response).status).toBe(413)

    const chunk = new TextEncoder().encode('y'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await call(server(), 'echo', {
      method: 'POST',
      headers: bearer(server().keys.anonKey),
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)

    const { data } = await client(server()).functions.invoke('echo', {
      body: 'z'.repeat(MAX_BODY_BYTES - 1000),
    })
    expect((data as { bodyLength: number }).bodyLength).toBe(MAX_BODY_BYTES - 1000)
    await stillServing()
  })
})
