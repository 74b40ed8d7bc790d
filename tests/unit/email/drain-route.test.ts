import { timingSafeEqual } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * GET /api/email/drain (the cron's pass over the e-mail queue) answers only a caller with
 * `Authorization: Bearer $CRON_SECRET`, and compares the secret in constant time, so that how
 * long a refusal takes says nothing about how much of a guess was right.
 */
const drain = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase/admin', () => ({ drainEmailQueue: drain }))
vi.mock('@/lib/site-url', () => ({ siteUrl: (path: string) => `https://oppi.example${path}` }))
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return { ...actual, default: actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) }
})

const { GET } = await import('@/app/api/email/drain/route')
const SECRET = 's3cret-for-the-cron'

const call = (authorization?: string) =>
  GET(
    new Request('https://oppi.example/api/email/drain', {
      headers: authorization === undefined ? {} : { authorization },
    }),
  )

describe('the e-mail drain route', () => {
  beforeEach(() => {
    vi.stubEnv('CRON_SECRET', SECRET)
    drain.mockReset().mockResolvedValue({ sent: 1, retried: 0, failed: 0 })
    vi.mocked(timingSafeEqual).mockClear()
  })
  afterEach(() => vi.unstubAllEnvs())

  it('drains the queue for the cron’s secret only', async () => {
    const ok = await call(`Bearer ${SECRET}`)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ sent: 1, retried: 0, failed: 0 })
    for (const refused of [
      undefined,
      '',
      SECRET,
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}x`,
      `bearer ${SECRET}`,
      'Bearer ',
    ]) {
      expect((await call(refused)).status, String(refused)).toBe(401)
    }
    expect(drain).toHaveBeenCalledTimes(1)
  })

  it('compares the secret in constant time, whatever the guess’s length', async () => {
    for (const guess of ['x', SECRET.slice(0, -1), `${SECRET}x`, SECRET]) {
      await call(`Bearer ${guess}`)
    }
    expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(4)
  })

  it('refuses everyone when no secret is configured', async () => {
    vi.stubEnv('CRON_SECRET', '')
    expect((await call('Bearer ')).status).toBe(401)
    expect((await call('Bearer undefined')).status).toBe(401)
    expect(drain).not.toHaveBeenCalled()
  })
})
