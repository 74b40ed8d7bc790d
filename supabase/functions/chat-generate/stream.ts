// The answer as server-sent events, for a client that shows the reply while it is written:
// `delta` events carry pieces of the reply, then one `done` event carries the whole answer
// (the same fields as the JSON answer). A client shows `done.reply` in the end, which also
// replaces a model's half-written reply when the rules had to answer instead.
import { corsHeaders } from '../_shared/cors.ts'

export type StreamEvent =
  { type: 'delta'; text: string } | ({ type: 'done' } & Record<string, unknown>)

/** Whether the caller asked for the streamed answer (`stream: true`, or `Accept: text/event-stream`). */
export function wantsStream(req: Request, body: { stream?: unknown }): boolean {
  return body.stream === true || (req.headers.get('Accept') ?? '').includes('text/event-stream')
}

/** A text/event-stream response written by `write`; each event is one `data:` line of JSON. */
export function eventStream(
  write: (send: (event: StreamEvent) => void) => Promise<void>,
): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: StreamEvent) =>
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`))
      try {
        await write(send)
      } finally {
        controller.close()
      }
    },
  })
  return new Response(body, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  })
}
