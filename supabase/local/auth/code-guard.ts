import type { Db } from '../db'
import { authTx } from './db'
import { AuthError } from './errors'
import { TOKEN_SLOTS } from './links'

/** Wrong codes after which the codes an address was sent die: a new one must be asked for. */
export const WRONG_TRIES_PER_CODE = 5
/** Wrong codes for one address within ADDRESS_WINDOW_MS after which its codes are refused. */
export const WRONG_CODES_PER_ADDRESS = 10
const ADDRESS_WINDOW_MS = 15 * 60 * 1000

/**
 * Guessing six-digit e-mail codes (`verifyOtp({email, token, type})`: sign-up, magic link,
 * recovery, invitation, email change). The per-IP `token_verifications` limit alone lets many
 * addresses guess one code; here every wrong code counts against the address it names:
 *  - each code the address holds for that type counts the wrong try, and dies at its
 *    WRONG_TRIES_PER_CODE-th (so one code gives at most that many guesses in a million);
 *  - after WRONG_CODES_PER_ADDRESS wrong codes within 15 minutes the address's codes are refused
 *    with 429 `over_request_rate_limit` before they are looked at, even the right one, until the
 *    oldest of those wrong codes is 15 minutes old.
 * Kept in memory like the per-IP limits: one server, and a restart forgets only the counts (a
 * dead code stays dead). Hosted GoTrue has neither rule; see README.md.
 */
export class CodeGuard {
  private wrongByAddress = new Map<string, number[]>()
  /** `<one_time_tokens.id>:<token_hash>` → wrong tries (a re-sent code keeps the row's id). */
  private wrongByCode = new Map<string, number>()

  /** Throws 429 while the address has had too many wrong codes. */
  refuseIfBlocked(address: string) {
    if (this.recent(address, Date.now()).length >= WRONG_CODES_PER_ADDRESS) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
  }

  /**
   * Counts a wrong code for the address against every code of `tokenTypes` it holds, and
   * invalidates those that reached their limit (in a transaction of its own, since the
   * refused verification's is rolled back).
   */
  async recordWrongCode(db: Db, address: string, tokenTypes: string[]) {
    const now = Date.now()
    this.wrongByAddress.set(address, [...this.recent(address, now), now])
    await authTx(db, async (tx) => {
      const { rows } = await tx.query<{
        id: string
        user_id: string
        token_type: string
        token_hash: string
      }>(
        `select id, user_id, token_type::text, token_hash from auth.one_time_tokens
         where lower(relates_to) = $1 and token_type::text = any($2::text[])`,
        [address, tokenTypes],
      )
      for (const code of rows) {
        const key = `${code.id}:${code.token_hash}`
        const tries = (this.wrongByCode.get(key) ?? 0) + 1
        if (tries < WRONG_TRIES_PER_CODE) {
          this.wrongByCode.set(key, tries)
          continue
        }
        this.wrongByCode.delete(key)
        const slot = Object.values(TOKEN_SLOTS).find((s) => s.type === code.token_type)!
        await tx.query(`delete from auth.one_time_tokens where id = $1`, [code.id])
        await tx.query(
          `update auth.users set ${slot.column} = '' where id = $1 and ${slot.column} = $2`,
          [code.user_id, code.token_hash],
        )
      }
    })
    if (this.wrongByAddress.size > 10_000) this.prune(now)
  }

  /** A right code: the address starts again. */
  forget(address: string) {
    this.wrongByAddress.delete(address)
  }

  private recent(address: string, now: number): number[] {
    return (this.wrongByAddress.get(address) ?? []).filter((t) => t > now - ADDRESS_WINDOW_MS)
  }

  private prune(now: number) {
    for (const [k, v] of this.wrongByAddress)
      if (!v.some((t) => t > now - ADDRESS_WINDOW_MS)) this.wrongByAddress.delete(k)
    if (this.wrongByCode.size > 10_000) this.wrongByCode.clear()
  }
}
