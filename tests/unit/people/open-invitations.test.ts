import { describe, expect, it, vi } from 'vitest'
import { EMAILS_PER_READ, sendOpenInvitations } from '@/lib/people/open-invitations'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/supabase/admin', () => ({ sendInvitationEmail: vi.fn() }))

/**
 * A stand-in for the invitations table: each read records the addresses it names and answers
 * an open invitation for each; the reads named in `failing` (by their order) fail.
 */
function invitations(failing: number[] = []) {
  const reads: string[][] = []
  const client = {
    from: () => {
      let named: string[] = []
      const query = {
        select: () => query,
        in: (_column: string, values: string[]) => ((named = values), query),
        is: () => query,
        then: (resolve: (answer: unknown) => void) => {
          reads.push(named)
          resolve(
            failing.includes(reads.length - 1)
              ? { data: null, error: { code: 'PGRST100' } }
              : { data: named.map((email) => ({ id: `inv-${email}`, email })), error: null },
          )
        },
      }
      return query
    },
  }
  return { client: client as never, reads }
}

const addresses = (n: number) => Array.from({ length: n }, (_, i) => `oppilas${i}@koulu.fi`)

describe('sending the invitations of an import', () => {
  it('a whole school is read in parts of at most 100 addresses, and each invitation is sent once', async () => {
    const { client, reads } = invitations()
    const send = vi.fn(async () => ({ error: null }))
    expect(await sendOpenInvitations(client, addresses(2050), send as never)).toBe(0)
    expect(reads.map((r) => r.length)).toEqual([...new Array(20).fill(EMAILS_PER_READ), 50])
    expect(reads.flat()).toEqual(addresses(2050))
    expect(send).toHaveBeenCalledTimes(2050)
  })

  it('a read that fails counts its addresses as not sent; a refused e-mail counts as one', async () => {
    const { client } = invitations([1])
    const send = vi.fn(async (email: string) => ({
      error: email === 'oppilas3@koulu.fi' ? new Error('smtp') : null,
    }))
    expect(await sendOpenInvitations(client, addresses(250), send as never)).toBe(100 + 1)
    expect(send).toHaveBeenCalledTimes(150)
  })

  it('no addresses, no reads', async () => {
    const { client, reads } = invitations()
    expect(await sendOpenInvitations(client, [], vi.fn() as never)).toBe(0)
    expect(reads).toEqual([])
  })
})
