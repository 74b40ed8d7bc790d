import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake model does with the next requests. */
export type FakeModelMode = 'answer' | 'fail' | 'hang'

/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on a free loopback port: it
 * records every request body and answers, fails with a 500, or never answers.
 */
export async function startFakeModel() {
  const requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = []
  let mode: FakeModelMode = 'answer'
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
        return void res.end(JSON.stringify({ error: { message: 'the model is down', type: 'server_error' } }))
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({
        id: 'chatcmpl-test', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Answer from the fake model.' } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
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
