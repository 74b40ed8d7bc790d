import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { drainOnce } from '@/lib/email/worker'
import { transportFromEnv } from '@/lib/email/transport'
import {
  clearInbox,
  inboxSmtpPort,
  newClient,
  outbox,
  signedInClient,
  testEnv,
} from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { testSmtp } from './smtp'

/**
 * E-mail from the database's queue to an SMTP server: a grade and a message reach their
 * readers' inboxes (the run's MailDev) in each reader's language, the day's digest collects the
 * rest, a worker killed in the middle of a send leaves every e-mail to arrive exactly once, and
 * a server that refuses is tried again later (a temporary refusal) or given up with its reason
 * (a permanent one); those two use an SMTP server of their own (./smtp.ts).
 */
const SITE = 'http://oppi.test'
const admin = () => newClient('service')
const as = {} as Record<'teacher' | 'student' | 'parent' | 'teacher2', SupabaseClient>

async function drain(smtp: Awaited<ReturnType<typeof testSmtp>>) {
  return drainOnce(admin(), transportFromEnv(smtp.env)!, { siteUrl: SITE, limit: 100 })
}
const to = (smtp: Awaited<ReturnType<typeof testSmtp>>, address: string) =>
  smtp.caught.filter((m) => m.to && JSON.stringify(m.to).includes(address))

/** Sends Oppi's own e-mail (not the auth e-mail, the run's worker sends that) into the inbox. */
async function drainIntoInbox() {
  const inbox = transportFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inboxSmtpPort()) })!
  return drainOnce(admin(), inbox, {
    siteUrl: SITE,
    limit: 100,
    templates: ['notification', 'digest'],
  })
}
/** What the inbox holds for `address` from Oppi's notifications and digests, newest first. */
const inboxFor = async (address: string) =>
  (await outbox(address, { all: true })).filter((m) => ['notification', 'digest'].includes(m.kind))

beforeAll(async () => {
  for (const who of ['teacher', 'student', 'parent', 'teacher2'] as const)
    as[who] = (await signedInClient(actors[who].email, PASSWORD)).client
  // Everyone's earlier news (other test files') leaves first, to a server of its own.
  const flush = await testSmtp()
  while ((await drain(flush)).sent > 0);
  await flush.close()
})

describe('e-mail in the reader’s language', () => {
  // Each test reads only what it sent: the inbox starts empty.
  beforeEach(clearInbox)

  it('a grade: the student in Finnish (decimal comma), the parent in English', async () => {
    for (const who of ['student', 'parent'] as const) {
      const { error } = await as[who]
        .from('email_preferences')
        .upsert({ profile_id: actors[who].id, kind: 'grades', cadence: 'now' })
      expect(error).toBeNull()
    }
    // Nobody sets another person's preferences.
    const other = await as.parent
      .from('email_preferences')
      .upsert({ profile_id: actors.student.id, kind: 'grades', cadence: 'never' })
    expect(other.error?.code).toBe('42501')

    // The seed's hand-in is graded for this test and ungraded after it: other files read it as
    // handed in, not yet graded.
    const grade = (fields: Record<string, unknown>) =>
      as.teacher
        .from('assignment_submissions')
        .update(fields)
        .eq('id', ids.fractionsAinoOnTime)
        .select('id')
    const graded = await grade({
      score: 8.5,
      graded_at: new Date().toISOString(),
      graded_by: actors.teacher.id,
    })
    expect(graded.data).toHaveLength(1)
    onTestFinished(async () => {
      await grade({ score: null, graded_at: null, graded_by: null })
    })
    await drainIntoInbox()
    const [student] = await inboxFor(actors.student.email)
    const [parent] = await inboxFor(actors.parent.email)
    expect(student.subject).toMatch(/^Arvioitu: /)
    expect(student.language).toBe('fi')
    expect(student.text).toContain('8,5')
    expect(student.html).toContain('lang="fi"')
    expect(parent.subject).toMatch(/^Graded: /)
    expect(parent.language).toBe('en')
    expect(parent.text).toContain('8.5')
    expect(parent.text).toContain(`${SITE}/children?child=${actors.student.id}`)
  })

  it('a message is e-mailed at once; an important one says so in its subject', async () => {
    const { error } = await as.teacher.rpc('send_message', {
      p_audience: 'student_guardians',
      p_target: actors.student.id,
      p_subject: 'Field trip form',
      p_body: 'Please sign the form by Friday.',
      p_important: true,
    })
    expect(error).toBeNull()
    await drainIntoInbox()
    const mails = await inboxFor(actors.parent.email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Important: Message from Matti Korhonen: Field trip form',
    ])
    expect(mails[0].text).toContain('Matti Korhonen wrote to you in Oppi')
  })

  it('the day’s digest collects what was left for it, once', async () => {
    await as.parent
      .from('email_preferences')
      .upsert({ profile_id: actors.parent.id, kind: 'announcements', cadence: 'daily' })
    const posted = await as.teacher.from('announcements').insert({
      class_id: ids.class5A,
      title: 'Library day moves to Thursday',
      body: 'Bring your library books on Thursday this week.',
    })
    expect(posted.error).toBeNull()
    const first = await admin().rpc('email_build_digests', {})
    expect(first.error).toBeNull()
    expect(first.data).toBeGreaterThan(0)
    const again = await admin().rpc('email_build_digests', {})
    expect(again.data).toBe(0)
    await drainIntoInbox()
    const digests = (await inboxFor(actors.parent.email)).filter((m) => m.kind === 'digest')
    expect(digests).toHaveLength(1)
    expect(digests[0].subject).toMatch(/^Oppi on /)
    expect(digests[0].text).toContain('Announcement in 5A: Library day moves to Thursday')
  })
})

describe('delivery', () => {
  let worker: ChildProcess | null = null
  afterAll(() => worker?.kill('SIGKILL'))

  const startWorker = (smtp: Awaited<ReturnType<typeof testSmtp>>) => {
    const env = testEnv()
    worker = spawn(
      process.execPath,
      // One process (tsx's CLI would run the script in a child that a kill would not reach).
      ['--import', 'tsx', path.resolve('scripts/email-worker.ts')],
      {
        env: {
          ...process.env,
          ...smtp.env,
          NEXT_PUBLIC_SUPABASE_URL: env.url,
          SUPABASE_SERVICE_ROLE_KEY: env.serviceRoleKey,
          NEXT_PUBLIC_SITE_URL: SITE,
          EMAIL_LEASE_SECONDS: '5',
          EMAIL_POLL_MS: '200',
        },
        stdio: 'ignore',
      },
    )
    return worker
  }

  it('a worker killed mid-send and started again sends each e-mail exactly once', async () => {
    const subjects = ['Kill test one', 'Kill test two', 'Kill test three']
    for (const subject of subjects) {
      const { error } = await as.teacher.rpc('send_message', {
        p_audience: 'person',
        p_target: actors.teacher2.id,
        p_subject: subject,
        p_body: 'Exactly once, please.',
      })
      expect(error).toBeNull()
    }
    let held!: () => void
    const holding = new Promise<void>((resolve) => (held = resolve))
    let release: (() => void) | undefined
    const smtp = await testSmtp({
      // The first try of the second e-mail is the one the worker dies over.
      hold: (mail) =>
        mail.subject?.includes('Kill test two') && !release
          ? new Promise<void>((resolve) => {
              release = resolve
              held()
            })
          : null,
    })
    const first = startWorker(smtp)
    await holding
    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    release!()
    // Started again (here, in this process): the rows the killed worker held come back when
    // their lease ends.
    const mine = () =>
      to(smtp, actors.teacher2.email).filter((m) => /Kill test/.test(m.subject ?? ''))
    const deadline = Date.now() + 20_000
    while (mine().length < 3 && Date.now() < deadline) {
      const r = await drainOnce(admin(), transportFromEnv(smtp.env)!, {
        siteUrl: SITE,
        leaseSeconds: 5,
      })
      expect(r.retried + r.failed).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const ids = mine().map((m) => m.messageIdHeader)
    expect(
      mine()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(subjects.map((s) => `Message from Matti Korhonen: ${s}`).sort())
    expect(new Set(ids).size).toBe(3)
    await smtp.close()
  })

  it('a claimed e-mail is nobody else’s until its lease ends, and only its claim reports it', async () => {
    await as.teacher.rpc('send_message', {
      p_audience: 'person',
      p_target: actors.teacher2.id,
      p_subject: 'Lease test',
      p_body: 'One worker at a time.',
    })
    const first = await admin().rpc('email_claim', { p_limit: 100, p_lease_seconds: 60 })
    expect(first.error).toBeNull()
    const claimed = first.data as { id: string; claim_token: string }[]
    expect(claimed.length).toBeGreaterThan(0)
    const second = await admin().rpc('email_claim', { p_limit: 100, p_lease_seconds: 60 })
    const again = new Set((second.data as { id: string }[]).map((r) => r.id))
    expect(claimed.filter((r) => again.has(r.id))).toEqual([])
    const forged = await admin().rpc('email_sent', {
      p_id: claimed[0].id,
      p_token: '00000000-0000-4000-8000-000000000000',
      p_message_id: '<forged@oppi.email>',
    })
    expect(forged.data).toBe(false)
    for (const row of claimed) {
      const done = await admin().rpc('email_sent', {
        p_id: row.id,
        p_token: row.claim_token,
        p_message_id: `<${row.id}@oppi.email>`,
      })
      expect(done.data).toBe(true)
    }
  })

  it('a refusing server is tried again later, or given up with its reason', async () => {
    const before = await admin().rpc('email_queue_report')
    const failedBefore =
      (before.data as { status: string; count: number }[]).find((r) => r.status === 'failed')
        ?.count ?? 0
    const send = (subject: string) =>
      as.teacher.rpc('send_message', {
        p_audience: 'person',
        p_target: actors.teacher2.id,
        p_subject: subject,
        p_body: 'Refused.',
      })
    await send('Temporarily refused')
    await send('Permanently refused')
    const smtp = await testSmtp({
      refuse: (mail) =>
        mail.subject?.includes('Temporarily')
          ? { code: 451, text: 'Try again later' }
          : mail.subject?.includes('Permanently')
            ? { code: 550, text: 'No such mailbox' }
            : null,
    })
    const result = await drain(smtp)
    expect(result.retried).toBeGreaterThanOrEqual(1)
    expect(result.failed).toBeGreaterThanOrEqual(1)
    // The temporary one waits for its back-off: an immediate pass does not pick it up again.
    const next = await drain(smtp)
    expect(next.retried + next.failed).toBe(0)
    const report = (await admin().rpc('email_queue_report')).data as {
      status: string
      count: number
      last_error: string | null
    }[]
    const failed = report.find((r) => r.status === 'failed')!
    expect(Number(failed.count)).toBe(Number(failedBefore) + 1)
    expect(failed.last_error).toMatch(/No such mailbox/)
    expect(report.find((r) => r.status === 'queued')).toBeTruthy()
    await smtp.close()
  })

  it('people cannot touch the queue', async () => {
    for (const fn of ['email_claim', 'email_queue_report', 'email_build_digests']) {
      const { error } = await as.parent.rpc(fn, {})
      expect(error, fn).not.toBeNull()
    }
  })
})
