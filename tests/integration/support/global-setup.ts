import type { TestProject } from 'vitest/node'
import { startTestServer, testDbKind } from '@oppi/supabase-local/testing'
import { startDevMail } from '../../../scripts/dev-mail'
import { freePort } from '../../../scripts/free-port'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    anonKey: string
    serviceRoleKey: string
    dbKind: 'pglite' | 'postgres'
    inboxUrl: string
    inboxSmtpPort: number
  }
}

/**
 * One supabase/local for the whole integration run, on a fresh, seeded database, and its inbox
 * (MailDev, on ports the kernel picks: ports derived from the server's could already be taken
 * by a server of the other database's run beside this one) that a worker fills with the auth
 * e-mails every 250 ms. The worker sends only those: the rest of the queue is for the e-mail
 * tests, which send it through servers they control (tests/integration/email).
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer()
  const smtpPort = await freePort()
  const webPort = await freePort()
  const mail = await startDevMail({
    apiUrl: server.url,
    serviceRoleKey: server.keys.serviceRoleKey,
    // The auth server's site_url (config.toml), as NEXT_PUBLIC_SITE_URL is in production.
    siteUrl: 'http://127.0.0.1:3000',
    smtpPort,
    webPort,
    pollMs: 250,
    templates: ['auth'],
    db: server.db,
    log: () => {},
  })
  project.provide('supabaseUrl', server.url)
  project.provide('anonKey', server.keys.anonKey)
  project.provide('serviceRoleKey', server.keys.serviceRoleKey)
  project.provide('dbKind', testDbKind())
  project.provide('inboxUrl', mail.inboxUrl)
  project.provide('inboxSmtpPort', smtpPort)
  return async () => {
    await mail.stop()
    await server.stop()
  }
}
