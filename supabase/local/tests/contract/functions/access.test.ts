import { describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { PUBLISHABLE_KEY } from '../../../keys'
import {
  ALICE,
  BOB,
  bearer,
  call,
  client,
  expectEchoedWith,
  functionsServerForFile,
  userToken,
} from './support'

/**
 * Who may call a function: with `verify_jwt` (the default) the gateway lets through only a
 * token this project signed and that has not expired — the anon key included, as hosted — and
 * answers anything else with 401 before the function runs. Without it, anyone may call.
 */
const server = functionsServerForFile()

async function expectRefused(result: { data: unknown; error: unknown }, message: string) {
  expect(result.data).toBeNull()
  expect(result.error).toBeInstanceOf(FunctionsHttpError)
  const res = (result.error as FunctionsHttpError).context as Response
  expect(res.status).toBe(401)
  expect(res.headers.get('x-relay-error')).toBeNull()
  expect(await res.json()).toEqual({ code: 401, message })
}

describe('functions/v1 access', () => {
  it('lets the anon key, a user token and the service role key call a verify_jwt function', async () => {
    const keys = [
      server().keys.anonKey,
      await userToken(server(), ALICE),
      server().keys.serviceRoleKey,
    ]
    for (const token of keys) await expectEchoedWith(server(), token)
  })

  it('refuses a request without a token', async () => {
    const res = await call(server(), 'echo', {
      method: 'POST',
      headers: { apikey: server().keys.anonKey },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' })
  })

  it('refuses an expired token, a forged one and one signed with another secret', async () => {
    const expired = await userToken(server(), ALICE, -60)
    const [head, payload] = (await userToken(server(), ALICE)).split('.')
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'service_role',
      }),
    ).toString('base64url')
    const forged = `${head}.${forgedPayload}.${(await userToken(server(), BOB)).split('.')[2]}`
    const otherSecret = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-project-secret-with-at-least-32-characters'))
    for (const token of [expired, forged, otherSecret, 'not-a-jwt']) {
      await expectRefused(
        await client(server(), server().keys.anonKey, token).functions.invoke('echo'),
        'Invalid JWT',
      )
    }
  })

  it('refuses a client on the publishable key without a session (it sends no token to functions)', async () => {
    await expectRefused(
      await client(server(), PUBLISHABLE_KEY).functions.invoke('echo'),
      'Missing authorization header',
    )
  })

  it('refuses a header that is not "Bearer <token>"', async () => {
    const res = await call(server(), 'echo', {
      headers: { authorization: `Token ${server().keys.anonKey}` },
    })
    expect(res.status).toBe(401)
  })

  it('lets anyone call a function with verify_jwt = false, and passes the header through unchecked', async () => {
    const anyone = await call(server(), 'public-echo')
    expect(anyone.status).toBe(200)
    expect(await anyone.json()).toEqual({ authorization: null })

    const { data, error } = await client(
      server(),
      server().keys.anonKey,
      'not-a-jwt',
    ).functions.invoke('public-echo')
    expect(error).toBeNull()
    expect(data).toEqual({ authorization: 'Bearer not-a-jwt' })
  })

  it('runs the function with the caller’s token, so row-level security decides what it reads', async () => {
    const read = async (token: string) => {
      const { data, error } = await client(server(), server().keys.anonKey, token).functions.invoke(
        'whoami',
      )
      expect(error).toBeNull()
      return (data as { notes: string[] }).notes
    }
    expect(await read(await userToken(server(), ALICE))).toEqual(['alice one', 'alice two'])
    expect(await read(await userToken(server(), BOB))).toEqual(['bob one'])
    expect(await read(server().keys.anonKey)).toEqual([])
  })

  it('never hands the function the gateway’s own secret', async () => {
    const res = await call(server(), 'echo', { headers: bearer(server().keys.anonKey) })
    expect((await res.json()).hasGatewaySecret).toBe(false)
  })
})
