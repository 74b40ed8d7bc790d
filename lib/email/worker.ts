import type { SupabaseClient } from '@supabase/supabase-js'
import { authAction } from './auth-templates'
import { renderEmail, type Locale } from './templates'
import type { EmailTransport } from './transport'

/**
 * One pass of the e-mail queue (private.email_outbox, see the e-mail migration): claim a batch
 * with a lease, send each, and report each outcome with the claim's token. A crash or a kill
 * leaves the claimed rows to come back when their lease ends; a row is marked sent only by the
 * worker that holds it. The Message-ID is the row's, the same on every try, so a server or a
 * mail client can tell a repeat from a new e-mail in the one case no queue can close: a
 * server that accepted a message just before the worker died.
 */
export type DrainResult = {
  sent: number
  retried: number
  failed: number
  /** Sent, but the queue could not be told: each goes again, with its Message-ID, after its lease. */
  unrecorded: number
}

type Claimed = {
  id: string
  claim_token: string
  to_address: string
  locale: Locale
  template: 'notification' | 'digest' | 'auth'
  data: Record<string, unknown>
}

/**
 * Records a sent e-mail, asking again after a refused call (the API or the database briefly
 * unreachable): a send the queue never hears of is sent a second time once its lease ends.
 * Never reported as a failure: the e-mail has left, and a retry would send it again at once.
 */
async function recordSent(
  admin: SupabaseClient,
  row: Claimed,
  messageId: string,
  pauseMs: number,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** attempt))
    const { error } = await admin.rpc('email_sent', {
      p_id: row.id,
      p_token: row.claim_token,
      p_message_id: messageId,
    })
    if (!error) return true
  }
  return false
}

/** SMTP's 5xx replies are final (no such mailbox, refused); anything else may pass later. */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

export async function drainOnce(
  admin: SupabaseClient,
  mail: EmailTransport,
  opts: {
    siteUrl: string
    apiUrl?: string
    limit?: number
    leaseSeconds?: number
    /** Only these templates ('notification', 'digest', 'auth'); all when absent. */
    templates?: string[]
    /** The first pause before asking again to record a send (doubled each time). */
    recordPauseMs?: number
  },
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, unrecorded: 0 }
  const { data, error } = await admin.rpc('email_claim', {
    p_limit: opts.limit ?? 20,
    p_lease_seconds: opts.leaseSeconds ?? 60,
    ...(opts.templates ? { p_templates: opts.templates } : {}),
  })
  if (error) throw new Error(`email_claim: ${error.message}`)
  for (const row of (data ?? []) as Claimed[]) {
    const messageId = `<${row.id}@oppi.email>`
    try {
      const rendered = renderEmail(row.template, row.locale, row.data, opts.siteUrl, opts.apiUrl)
      await mail.transporter.sendMail({
        from: mail.from,
        to: row.to_address,
        messageId,
        // Which template made it (auth e-mails name their action): for mail filters and tests.
        headers: {
          'Content-Language': row.locale,
          'X-Oppi-Template':
            row.template === 'auth'
              ? `auth/${authAction(row.data.action as string)}`
              : row.template,
        },
        ...rendered,
      })
    } catch (e) {
      const { data: status } = await admin.rpc('email_failed', {
        p_id: row.id,
        p_token: row.claim_token,
        p_error: (e as Error).message,
        p_permanent: permanent(e),
      })
      if (status === 'failed') result.failed++
      else result.retried++
      continue
    }
    if (await recordSent(admin, row, messageId, opts.recordPauseMs ?? 250)) result.sent++
    else result.unrecorded++
  }
  return result
}

/** The daily digest is made once a day, after school (16:00 Helsinki time). */
export function digestDue(now: Date): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Europe/Helsinki',
    }).format(now),
  )
  return hour >= 16
}

/** The school's calendar day (Helsinki), as YYYY-MM-DD. */
function schoolDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(now)
}

/**
 * Drains the queue until `signal` aborts: a pass every `pollMs` (sooner while there is more to
 * send), and the day's digests once it is time. With `due`, a pass is made only when it says
 * there is something to do: a worker beside the database can ask it directly, so that an idle
 * worker sends no requests to the API (scripts/dev-mail.ts).
 */
export async function runWorker(
  admin: SupabaseClient,
  mail: EmailTransport,
  opts: {
    siteUrl: string
    apiUrl?: string
    templates?: string[]
    due?: () => Promise<boolean>
    pollMs?: number
    leaseSeconds?: number
    signal?: AbortSignal
    log?: (m: string) => void
  },
): Promise<void> {
  const pollMs = opts.pollMs ?? 5_000
  // The day whose digests this worker has made: they are made once a day, not on every pass.
  let digestsMadeFor = ''
  while (!opts.signal?.aborted) {
    let busy = false
    try {
      if (!opts.due || (await opts.due())) {
        // A worker that does not send digests leaves making them to one that does.
        const digests = !opts.templates || opts.templates.includes('digest')
        const now = new Date()
        const today = schoolDay(now)
        if (digests && digestDue(now) && digestsMadeFor !== today) {
          const { error } = await admin.rpc('email_build_digests', {})
          if (!error) digestsMadeFor = today
        }
        const r = await drainOnce(admin, mail, opts)
        busy = r.sent + r.retried + r.failed + r.unrecorded > 0
        if (busy)
          opts.log?.(
            `e-mail: ${r.sent} sent, ${r.retried} to retry, ${r.failed} failed` +
              (r.unrecorded ? `, ${r.unrecorded} sent but not recorded (sent again later)` : ''),
          )
      }
    } catch (e) {
      opts.log?.(`e-mail: ${(e as Error).message}`)
    }
    if (!busy) await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
