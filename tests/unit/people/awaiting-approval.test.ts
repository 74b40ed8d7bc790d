import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { awaitingApproval } = await import('@/lib/data/people')

const NOW = Date.parse('2026-12-02T12:00:00Z')
const later = '2026-12-09T12:00:00Z'
const invitation = (
  user_id: string | null,
  extra: Partial<{ accepted_at: string; revoked_at: string; expires_at: string }> = {},
) => ({
  user_id,
  accepted_at: null,
  revoked_at: null,
  expires_at: later,
  ...extra,
})

describe('awaitingApproval', () => {
  it('leaves out accounts whose invitation still waits for its link, and counts them out', () => {
    const waiting = { rows: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], total: 120 }
    const out = awaitingApproval(waiting, [invitation('b'), invitation(null)], NOW)
    expect(out.rows.map((r) => r.id)).toEqual(['a', 'c'])
    expect(out.total).toBe(119)
  })

  it('gives the principal back an account whose invitation expired or was revoked', () => {
    const waiting = { rows: [{ id: 'a' }, { id: 'b' }], total: 2 }
    const out = awaitingApproval(
      waiting,
      [
        invitation('a', { expires_at: '2026-12-01T12:00:00Z' }),
        invitation('b', { revoked_at: '2026-12-02T10:00:00Z' }),
      ],
      NOW,
    )
    expect(out.rows.map((r) => r.id)).toEqual(['a', 'b'])
    expect(out.total).toBe(2)
  })
})
