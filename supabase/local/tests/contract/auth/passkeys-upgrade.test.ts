import { describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../../platform/migrate'
import { authServerForFile, FIXTURE_DIR } from './helpers'
import { signedUp } from './users'
import { WEBAUTHN_RP } from './webauthn-ceremonies'

// A database bootstrapped before the passkey tables existed gets them at the next start.
const server = authServerForFile({ auth: { webauthn: WEBAUTHN_RP, passkey: { enabled: true } } })

const passkeyTables = async () =>
  (
    await server.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'auth' and table_name like 'webauthn_%' order by 1`,
    )
  ).rows.map((r) => r.name)

describe('auth/v1 passkey tables on an existing database', () => {
  it('prepareDatabase adds auth.webauthn_credentials and auth.webauthn_challenges to a database without them', async () => {
    await server.db.exec(
      'drop table auth.webauthn_challenges; drop table auth.webauthn_credentials;',
    )
    expect(await passkeyTables()).toEqual([])

    const prepared = await prepareDatabase(server.db, { supabaseDir: FIXTURE_DIR, seed: false })
    expect(prepared.fresh).toBe(false)
    expect(await passkeyTables()).toEqual(['webauthn_challenges', 'webauthn_credentials'])

    const { sb } = await signedUp(server)
    const start = await sb.auth.passkey.startRegistration()
    expect(start.error).toBeNull()
    expect(await prepareDatabase(server.db, { supabaseDir: FIXTURE_DIR, seed: false })).toEqual({
      fresh: false,
      applied: [],
      seeded: false,
    })
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from auth.webauthn_challenges`,
    )
    expect(rows[0].n).toBe(1)
  })
})
