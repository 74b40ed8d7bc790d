import { spawn } from 'node:child_process'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { REPO_ROOT } from '../supabase/local/server'
import { transportFromEnv } from '../lib/email/transport'
import { runWorker } from '../lib/email/worker'

/**
 * The development inbox: MailDev catches every e-mail Oppi sends on this machine (its SMTP on
 * 54325, its web inbox and API on 54324, the ports the Supabase CLI's mail catcher uses), and
 * the e-mail worker drains the queue into it. Nothing leaves the machine.
 */
export const DEV_MAIL = { smtpPort: 54325, webPort: 54324 }

export function startDevMail(opts: { apiUrl: string; serviceRoleKey: string; siteUrl: string }) {
  const maildev = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(DEV_MAIL.smtpPort),
      '--web',
      String(DEV_MAIL.webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  )
  const mail = transportFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(DEV_MAIL.smtpPort) })!
  const admin = createClient(opts.apiUrl, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const stop = new AbortController()
  void runWorker(admin, mail, {
    siteUrl: opts.siteUrl,
    pollMs: 2_000,
    signal: stop.signal,
    log: (m) => console.log(m),
  })
  return {
    inboxUrl: `http://127.0.0.1:${DEV_MAIL.webPort}`,
    stop() {
      stop.abort()
      maildev.kill('SIGTERM')
    },
  }
}
