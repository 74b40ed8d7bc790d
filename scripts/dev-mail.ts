import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { MailDev } from 'maildev'
import type { Queryable } from '@oppi/supabase-local/db'
import { transportFromEnv } from '../lib/email/transport'
import { digestDue, runWorker } from '../lib/email/worker'

/**
 * The development inbox: MailDev catches every e-mail Oppi sends on this machine (by default
 * its SMTP on 54325, its web inbox and API on 54324, the ports the Supabase CLI's mail catcher
 * uses), and the e-mail worker drains the queue into it — Oppi's own e-mail and the auth
 * server's, which the send-email hook puts in the same queue. Nothing leaves the machine. The
 * test backends start one each on ports of their own, with a fast worker: the e2e pairs on
 * ports after their backend's (./mail-ports.ts), the integration run on ports the kernel picks.
 */
export const DEV_MAIL = { smtpPort: 54325, webPort: 54324 }

export type DevMail = { inboxUrl: string; stop(): Promise<void> }

/**
 * Whether the worker has anything to do, asked of the backend's database directly: an idle
 * worker then makes no API requests, which the e2e request budget would count as the page's
 * (tests/e2e/performance/request-budget.spec.ts).
 */
function dueInDatabase(db: Queryable, templates: string[] | undefined) {
  const digests = !templates || templates.includes('digest')
  return async () => {
    const { rows } = await db.query<{ mail: boolean; digest: boolean }>(
      `select exists (select 1 from private.email_outbox o
                      where ((o.status = 'queued' and o.next_attempt_at <= now())
                          or (o.status = 'sending' and o.locked_until < now()))
                        and ($1::text is null or o.template = any (string_to_array($1::text, ',')))) as mail,
              exists (select 1 from private.email_digest_items d where d.digested_at is null) as digest`,
      [templates ? templates.join(',') : null],
    )
    return rows[0].mail || (digests && rows[0].digest && digestDue(new Date()))
  }
}

export async function startDevMail(opts: {
  apiUrl: string
  serviceRoleKey: string
  siteUrl: string
  smtpPort?: number
  webPort?: number
  pollMs?: number
  /** Only these templates (see drainOnce); all by default. */
  templates?: string[]
  /** The backend's database, to ask before each pass whether there is anything to send. */
  db?: Queryable
  log?: (m: string) => void
}): Promise<DevMail> {
  const smtpPort = opts.smtpPort ?? DEV_MAIL.smtpPort
  const webPort = opts.webPort ?? DEV_MAIL.webPort
  // A folder of its own: MailDev's default is one shared /tmp folder for every instance.
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'oppi-maildev-'))
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory,
    silent: true,
  })
  await maildev.start()
  const mail = transportFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) })!
  const admin = createClient(opts.apiUrl, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const stop = new AbortController()
  const worker = runWorker(admin, mail, {
    siteUrl: opts.siteUrl,
    apiUrl: opts.apiUrl,
    pollMs: opts.pollMs ?? 1_000,
    templates: opts.templates,
    due: opts.db ? dueInDatabase(opts.db, opts.templates) : undefined,
    signal: stop.signal,
    log: opts.log ?? ((m) => console.log(m)),
  })
  return {
    inboxUrl: `http://127.0.0.1:${webPort}`,
    async stop() {
      stop.abort()
      await worker
      await maildev.stop()
      rmSync(mailDirectory, { recursive: true, force: true })
    },
  }
}
