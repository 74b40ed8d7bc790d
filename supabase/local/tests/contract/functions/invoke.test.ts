import { describe, expect, it } from 'vitest'
import { bearer, call, client, functionsServerForFile } from './support'

/** What a function receives from `functions.invoke` and what the caller gets back. */
const server = functionsServerForFile()

type Echo = {
  method: string
  path: string
  query: Record<string, string>
  contentType: string | null
  custom: string | null
  body: string
}

describe('functions/v1 invoke', () => {
  it('passes every method, the path under the function, the query and custom headers', async () => {
    const supabase = client(server())
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { data, error } = await supabase.functions.invoke<Echo>('echo/items/7?sort=asc', {
        method,
        headers: { 'x-custom': `for-${method}` },
        ...(method === 'GET' ? {} : { body: { method } }),
      })
      expect(error, method).toBeNull()
      expect(data, method).toMatchObject({
        method,
        path: '/echo/items/7',
        query: { sort: 'asc' },
        custom: `for-${method}`,
        body: method === 'GET' ? '' : JSON.stringify({ method }),
      })
    }
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await call(server(), 'echo', {
      method: 'HEAD',
      headers: bearer(server().keys.anonKey),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.text()).toBe('')
  })

  it('delivers each body encoding of supabase-js with its content type', async () => {
    const supabase = client(server())
    const cases: [unknown, string, string][] = [
      [{ a: [1, 2] }, 'application/json', '{"a":[1,2]}'],
      ['plain words', 'text/plain', 'plain words'],
      [new Blob(['blob bytes']), 'application/octet-stream', 'blob bytes'],
    ]
    for (const [body, type, text] of cases) {
      const { data, error } = await supabase.functions.invoke<Echo>('echo', { body: body as never })
      expect(error).toBeNull()
      expect(data!.contentType).toContain(type)
      expect(data!.body).toBe(text)
    }
    const form = new FormData()
    form.append('field', 'value')
    const { data } = await supabase.functions.invoke<Echo>('echo', { body: form })
    expect(data!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(data!.body).toContain('name="field"')
  })

  it('hands the caller the answer parsed by its content type', async () => {
    const { data, error } = await client(server()).functions.invoke('slow?ms=1', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toBe('done')
  })

  it('streams an event stream through as the function writes it', async () => {
    const { data, error } = await client(server()).functions.invoke<Response>('stream', {
      method: 'GET',
    })
    expect(error).toBeNull()
    // functions-js hands an event stream over as the Response itself, unread.
    expect(data!.headers.get('content-type')).toBe('text/event-stream')
    const reader = data!.body!.getReader()
    const decoder = new TextDecoder()
    const arrivals: { text: string; at: number }[] = []
    const started = performance.now()
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      arrivals.push({ text: decoder.decode(r.value), at: performance.now() - started })
    }
    expect(arrivals.map((a) => a.text).join('')).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\n')
    // The first event arrived well before the last was written.
    expect(arrivals.length).toBeGreaterThanOrEqual(2)
    expect(arrivals.at(-1)!.at - arrivals[0].at).toBeGreaterThan(400)
  })

  it('keeps one warm worker per function that answers requests side by side', async () => {
    const supabase = client(server())
    await supabase.functions.invoke('slow?ms=1', { method: 'GET' })
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => supabase.functions.invoke('slow?ms=800', { method: 'GET' })),
    )
    expect(answers.map((a) => a.data)).toEqual(['done', 'done', 'done', 'done'])
    // Four 800 ms waits one after another would take 3.2 s.
    expect(performance.now() - started).toBeLessThan(2400)
  })

  it("starts one worker for a function's first requests when they arrive together", async () => {
    // Each worker counts on its own: five requests to one worker have counted to five.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client(server()).functions.invoke<{ answered: number }>('counter', { method: 'GET' }),
      ),
    )
    expect(answers.map((a) => a.data!.answered).sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('resolves imports through the function’s own deno.json', async () => {
    const { data, error } = await client(server()).functions.invoke('mapped', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toBe('resolved through deno.json')
  })

  it('answers an unknown function, or a folder without index.ts, with 404 from the gateway', async () => {
    for (const name of ['no-such-function', '_shared', 'x%2F..%2Fecho', 'functions']) {
      const res = await call(server(), name, {
        method: 'POST',
        headers: bearer(server().keys.anonKey),
      })
      expect(res.status, name).toBe(404)
      expect(res.headers.get('x-relay-error'), name).toBe('true')
    }
  })
})

describe('functions/v1 CORS', () => {
  const origin = 'http://localhost:3000'

  it('hands the preflight to the function, without asking for a token', async () => {
    for (const name of ['public-echo', 'echo']) {
      const res = await call(server(), name, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,x-custom',
        },
      })
      expect(res.status, name).toBe(200)
      if (name === 'public-echo') {
        expect(res.headers.get('x-answered-by')).toBe('public-echo')
        expect(res.headers.get('access-control-allow-headers')).toContain('x-custom')
      } else expect((await res.json()).method).toBe('OPTIONS')
    }
  })

  it('lets a browser on another origin read the answer and the relay-error header', async () => {
    const res = await call(server(), 'echo', {
      headers: { origin, ...bearer(server().keys.anonKey) },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    const missing = await call(server(), 'nope', { headers: { origin } })
    expect(missing.headers.get('access-control-allow-origin')).toBe(origin)
    expect(missing.headers.get('access-control-expose-headers')).toContain('x-relay-error')
  })
})

describe('functions/v1 environment', () => {
  it('gives the function the project’s URL and keys and the secrets of functions/.env, nothing of the host', async () => {
    const { data, error } = await client(server()).functions.invoke('env')
    expect(error).toBeNull()
    expect(data).toEqual({
      url: server().url,
      anonKey: server().keys.anonKey,
      serviceRoleKey: server().keys.serviceRoleKey,
      dbUrl: server().db.url,
      fromDotEnv: 'from-the-dot-env-file',
      home: null,
      gatewaySecret: null,
    })
  })
})
