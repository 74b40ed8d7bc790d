import { Hono } from 'hono'
import type { AuthContext } from './context'
import { requireAdmin } from './middleware'

/**
 * GET /__local/outbox?email=… — the emails supabase/local would have sent, newest first.
 * Local-only (hosted Supabase has no such route); needs the service_role key.
 */
export function outboxRoutes(ctx: AuthContext) {
  const app = new Hono()
  app.get('/__local/outbox', async (c) => {
    await requireAdmin(ctx, c)
    const email = c.req.query('email')
    return c.json(
      ctx.outbox.list(email).map(({ to, subject, kind, link, token_hash, otp, sent_at }) => ({
        to,
        subject,
        kind,
        link,
        token_hash,
        otp,
        sent_at,
      })),
    )
  })
  return app
}
