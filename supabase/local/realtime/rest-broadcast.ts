import { Hono, type Context } from 'hono'
import { resolveIdentity } from '../http/identity'
import type { Subject } from './as-role'
import type { Claims } from './auth'
import type { Hub } from './hub'
import { canWrite } from './policies'
import type { BroadcastMessage } from './protocol'

interface Outgoing {
  topic: string
  isPrivate: boolean
  message: BroadcastMessage
}

/**
 * Realtime's REST broadcast: `POST /api/broadcast` with `{messages: [{topic, event, payload,
 * private}]}` (what realtime-js falls back to when a channel is not joined), and
 * `POST /api/broadcast/<topic>/events/<event>` with the payload as the body (httpSend).
 * Private messages go out only where the caller may write broadcasts to the topic.
 */
export function restBroadcast(hub: Hub): Hono {
  const app = new Hono()

  async function subjectOf(c: Context): Promise<Subject | Response> {
    const apikey = c.req.header('apikey')
    const authorization = c.req.header('authorization') ?? (apikey ? `Bearer ${apikey}` : undefined)
    if (!authorization) return c.json({ message: 'No API key found in request' }, 401)
    const r = await resolveIdentity(hub.keys, authorization)
    if (!r.ok) return c.json({ message: r.message }, 401)
    return { role: r.identity.role, claims: r.identity.claims as Claims }
  }

  async function send(subject: Subject, list: Outgoing[]) {
    const allowed = new Map<string, boolean>()
    for (const o of list) {
      if (o.isPrivate) {
        let ok = allowed.get(o.topic)
        if (ok === undefined)
          allowed.set(o.topic, (ok = await canWrite(hub.db, subject, o.topic, 'broadcast')))
        if (!ok) continue
      }
      hub.broadcast(`realtime:${o.topic}`, o.isPrivate, o.message)
    }
  }

  app.post('/api/broadcast', async (c) => {
    const subject = await subjectOf(c)
    if (subject instanceof Response) return subject
    const body = (await c.req.json().catch(() => null)) as { messages?: unknown } | null
    const messages =
      body && Array.isArray(body.messages) ? (body.messages as Record<string, unknown>[]) : null
    const valid =
      messages?.every(
        (m) =>
          m &&
          typeof m.topic === 'string' &&
          m.topic &&
          typeof m.event === 'string' &&
          m.payload !== undefined,
      ) ?? false
    if (!messages || !valid) {
      return c.json(
        { errors: { messages: ['each message needs a topic, an event and a payload'] } },
        422,
      )
    }
    await send(
      subject,
      messages.map((m) => ({
        topic: (m.topic as string).replace(/^realtime:/, ''),
        isPrivate: m.private === true,
        message: { event: m.event as string, payload: m.payload },
      })),
    )
    return c.body(null, 202)
  })

  app.post('/api/broadcast/:topic/events/:event', async (c) => {
    const subject = await subjectOf(c)
    if (subject instanceof Response) return subject
    const isBinary = (c.req.header('content-type') ?? '').startsWith('application/octet-stream')
    let message: BroadcastMessage
    const event = c.req.param('event')
    if (isBinary) message = { event, payload: null, binary: Buffer.from(await c.req.arrayBuffer()) }
    else {
      const payload: unknown = await c.req.json().catch(() => undefined)
      if (payload === undefined) return c.json({ message: 'The body must be JSON' }, 422)
      message = { event, payload }
    }
    await send(subject, [
      { topic: c.req.param('topic'), isPrivate: c.req.query('private') === 'true', message },
    ])
    return c.body(null, 202)
  })

  return app
}
