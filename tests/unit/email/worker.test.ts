import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { drainOnce, runWorker } from '@/lib/email/worker'
import type { EmailTransport } from '@/lib/email/transport'

/** A service client that records which functions the worker calls and has nothing queued. */
function recordingAdmin() {
  const calls: string[] = []
  const admin = {
    rpc: async (name: string) => {
      calls.push(name)
      return { data: name === 'email_claim' ? [] : 0, error: null }
    },
  } as unknown as SupabaseClient
  return { admin, calls }
}

const mail = {
  transporter: { sendMail: vi.fn() },
  from: 'oppi@example.test',
} as unknown as EmailTransport

/** Runs the worker for `passes` idle passes (its poll is 1 ms), then stops it. */
async function runPasses(admin: SupabaseClient, calls: string[], passes: number) {
  const stop = new AbortController()
  const done = runWorker(admin, mail, {
    siteUrl: 'http://oppi.test',
    pollMs: 1,
    signal: stop.signal,
  })
  await vi.waitFor(() =>
    expect(calls.filter((c) => c === 'email_claim').length).toBeGreaterThanOrEqual(passes),
  )
  stop.abort()
  await done
}

describe('the e-mail worker', () => {
  afterEach(() => vi.useRealTimers())

  it('makes the daily digests once a day after school, not on every pass', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-02T15:30:00Z')) // 17:30 in Helsinki
    const { admin, calls } = recordingAdmin()
    await runPasses(admin, calls, 5)
    expect(calls.filter((c) => c === 'email_build_digests')).toHaveLength(1)
  })

  it('makes no digests before 16:00 in Helsinki', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z')) // 14:00 in Helsinki
    const { admin, calls } = recordingAdmin()
    await runPasses(admin, calls, 3)
    expect(calls).not.toContain('email_build_digests')
  })

  describe('after a send, the queue is told', () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      claim_token: '00000000-0000-4000-8000-000000000002',
      to_address: 'parent@example.test',
      locale: 'fi',
      template: 'notification',
      // A note a person wrote (no kind): its own title and message.
      data: { title: 'Retki', message: 'Muistakaa eväät', kind: null, data: null, link: null },
    }
    /** A service client with one e-mail claimed, whose email_sent is refused `refusals` times. */
    function flakyAdmin(refusals: number) {
      const calls: string[] = []
      let left = refusals
      const admin = {
        rpc: async (name: string) => {
          calls.push(name)
          if (name === 'email_claim') return { data: [row], error: null }
          if (name === 'email_sent' && left-- > 0)
            return { data: null, error: { message: 'fetch failed' } }
          return { data: true, error: null }
        },
      } as unknown as SupabaseClient
      return { admin, calls }
    }
    const drain = (admin: SupabaseClient) =>
      drainOnce(admin, mail, { siteUrl: 'http://oppi.test', recordPauseMs: 1 })

    it('asks again when recording the send is refused, and counts it sent once it is recorded', async () => {
      const { admin, calls } = flakyAdmin(2)
      expect(await drain(admin)).toEqual({ sent: 1, retried: 0, failed: 0, unrecorded: 0 })
      expect(calls.filter((c) => c === 'email_sent')).toHaveLength(3)
      expect(calls).not.toContain('email_failed')
    })

    it('never reports a sent e-mail as failed when the queue cannot be told', async () => {
      const { admin, calls } = flakyAdmin(Infinity)
      expect(await drain(admin)).toEqual({ sent: 0, retried: 0, failed: 0, unrecorded: 1 })
      expect(calls.filter((c) => c === 'email_sent')).toHaveLength(3)
      // email_failed would put it back in the queue at once: a second copy in the inbox.
      expect(calls).not.toContain('email_failed')
    })
  })
})
