import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { runWorker } from '@/lib/email/worker'
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
})
