import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake model does with the next requests. */
export type FakeModelMode = 'answer' | 'fail' | 'hang' | 'break'

/** The pieces a streamed answer comes in; together they are the non-streamed answer. */
export const STREAMED_PIECES = ['Answer ', 'from the ', 'fake model.']

/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on a free loopback port: it
 * records every request body and answers, fails with a 500, or never answers. A request with
 * `stream: true` is answered with server-sent chunks, as OpenAI streams; `break` sends the
 * first chunk of such an answer and then drops the connection.
 */
export async function startFakeModel() {
  const requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = []
  let mode: FakeModelMode = 'answer'
  /**
   * A streamed answer stops after its first piece until `release()` (or 15 s): a caller that
   * receives that piece while the rest is held proves the answer is passed on as it comes.
   */
  const streamed = { releasedInTime: false, release: () => {} }
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {}
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
      if (mode === 'hang') return void hanging.add(res)
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' })
        return void res.end(
          JSON.stringify({ error: { message: 'the model is down', type: 'server_error' } }),
        )
      }
      if (body.stream === true && mode === 'break')
        return void streamAnswer(res, String(body.model), true, Promise.resolve())
      if (body.stream === true) {
        const held = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 15_000)
          streamed.release = () => (clearTimeout(timer), resolve(true))
        })
        return void streamAnswer(
          res,
          String(body.model),
          false,
          held.then((inTime) => void (streamed.releasedInTime = inTime)),
        )
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: 'Answer from the fake model.' },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    streamed,
    setMode(next: FakeModelMode) {
      mode = next
    },
    async stop() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function streamAnswer(
  res: http.ServerResponse,
  model: string,
  breakOff: boolean,
  held: Promise<void>,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`
  res.write(chunk({ role: 'assistant', content: '' }))
  const [first, ...rest] = STREAMED_PIECES
  res.write(chunk({ content: first }))
  if (breakOff) return void setTimeout(() => res.destroy(), 50)
  void held.then(() => {
    for (const piece of rest) res.write(chunk({ content: piece }))
    res.write(chunk({}, 'stop'))
    res.end('data: [DONE]\n\n')
  })
}
