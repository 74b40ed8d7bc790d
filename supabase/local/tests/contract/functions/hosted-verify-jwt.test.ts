import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { ALICE, client, expectEchoedWith, functionsServerForFile, userToken } from './support'

/**
 * verify_jwt on a project that signs its users' tokens with an asymmetric key (ES256), as the
 * app's config.toml does: hosted's gateway takes only tokens signed with the legacy JWT secret
 * (HS256, as the anon and service role keys are), so it refuses every user's token before the
 * function runs. Served the same way here, a function that needs users' tokens fails in tests as
 * it would once deployed, instead of only in production.
 */
const keysDir = mkdtempSync(path.join(os.tmpdir(), 'oppi-functions-es256-'))
afterAll(() => rmSync(keysDir, { recursive: true, force: true }))

const server = functionsServerForFile({
  overrides: { auth: { signing_keys_path: path.join(keysDir, 'signing_keys.json') } },
})

describe('functions/v1 verify_jwt with asymmetric signing keys', () => {
  it('signs users’ tokens with ES256 here, as the app’s project does', async () => {
    const [head] = (await userToken(server(), ALICE)).split('.')
    expect(JSON.parse(Buffer.from(head, 'base64url').toString()).alg).toBe('ES256')
  })

  it('refuses a valid ES256 user token before the function runs, with hosted’s answer', async () => {
    const token = await userToken(server(), ALICE)
    const { data, error } = await client(server(), server().keys.anonKey, token).functions.invoke(
      'echo',
      { body: { hi: 1 } },
    )
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const res = (error as FunctionsHttpError).context as Response
    expect(res.status).toBe(401)
    expect(res.headers.get('x-relay-error')).toBeNull()
    expect(await res.json()).toEqual({
      code: 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM',
      message: 'Unsupported JWT algorithm ES256',
    })
  })

  it('lets the anon and service role keys through (HS256 over the legacy secret)', async () => {
    for (const key of [server().keys.anonKey, server().keys.serviceRoleKey])
      await expectEchoedWith(server(), key)
  })

  it('hands an ES256 user token to a function with verify_jwt = false, which checks it itself', async () => {
    const token = await userToken(server(), ALICE)
    const { data, error } = await client(server(), server().keys.anonKey, token).functions.invoke(
      'public-echo',
    )
    expect(error).toBeNull()
    expect(data).toEqual({ authorization: `Bearer ${token}` })
  })
})
