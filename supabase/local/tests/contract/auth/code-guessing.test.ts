import { describe, expect, it } from 'vitest'
import { WRONG_CODES_PER_ADDRESS, WRONG_TRIES_PER_CODE } from '../../../auth/code-guard'
import { authServerForFile } from './helpers'
import { client, signedUp, verifyOtp } from './users'
import { readOutbox } from './mail'

// Six-digit e-mail codes cannot be guessed at the auth server's speed: wrong codes count against
// the address they name (supabase/local/auth/code-guard.ts), whichever IP sends them.
const server = authServerForFile()

/** Sends a recovery code to the address; the code from the outbox. */
async function recoveryCode(email: string): Promise<string> {
  const { error } = await client(server).auth.resetPasswordForEmail(email)
  if (error) throw error
  return (await readOutbox(server, email)).find((m) => m.kind === 'recovery')!.otp
}

/** Another six-digit code than `code`. */
const wrongFor = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0')

const verify = (email: string, token: string) =>
  verifyOtp(server, { email, token, type: 'recovery' })

describe('e-mail code guessing', () => {
  it(`a code survives ${WRONG_TRIES_PER_CODE - 1} wrong tries and dies at the ${WRONG_TRIES_PER_CODE}th`, async () => {
    const { email } = await signedUp(server)
    const survivor = await recoveryCode(email)
    for (let i = 1; i < WRONG_TRIES_PER_CODE; i++) {
      expect((await verify(email, wrongFor(survivor, i))).error).toMatchObject({
        status: 403,
        code: 'otp_expired',
      })
    }
    expect((await verify(email, survivor)).error).toBeNull()

    const doomed = await recoveryCode(email)
    for (let i = 1; i <= WRONG_TRIES_PER_CODE; i++) {
      expect((await verify(email, wrongFor(doomed, i))).error).toMatchObject({
        status: 403,
        code: 'otp_expired',
      })
    }
    const { data, error } = await verify(email, doomed)
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
    expect(data.session).toBeNull()
    // The link of that mail died with its code; a new code works.
    const link = (await readOutbox(server, email)).find((m) => m.kind === 'recovery')!
    expect(
      (await verifyOtp(server, { token_hash: link.token_hash, type: 'recovery' })).error,
    ).toMatchObject({ status: 403 })
    expect((await verify(email, await recoveryCode(email))).error).toBeNull()
  })

  it(`after ${WRONG_CODES_PER_ADDRESS} wrong codes the address's codes are refused with 429, even the right one`, async () => {
    const { email } = await signedUp(server)
    const other = await signedUp(server)
    let wrong = 0
    while (wrong < WRONG_CODES_PER_ADDRESS) {
      const code = await recoveryCode(email)
      for (let i = 1; i <= WRONG_TRIES_PER_CODE && wrong < WRONG_CODES_PER_ADDRESS; i++, wrong++) {
        expect((await verify(email, wrongFor(code, i))).error).toMatchObject({
          status: 403,
          code: 'otp_expired',
        })
      }
    }
    const right = await recoveryCode(email)
    const { data, error } = await verify(email, right)
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    expect(data.session).toBeNull()
    // Only that address waits.
    expect((await verify(other.email, await recoveryCode(other.email))).error).toBeNull()
  })
})
