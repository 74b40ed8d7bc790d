import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALICE, rest, restServerForFile, userToken, type RestServer } from './support'

// Impersonated role settings, as PostgREST (11.1 and later) applies them: a role's own
// `alter role … set name = value` holds for every request run as that role, read when the
// config is reloaded. Left out: settings only a superuser may change, a role's `in database`
// settings (PostgREST reads the role's rolconfig), the transaction's own settings, and values
// PostgreSQL refuses. Roles belong to the whole PostgreSQL server, which other test files share,
// so the settings go on a role of this file's own, named in the token.
const server = restServerForFile()
const ROLE = `settings_probe_${randomBytes(4).toString('hex')}`

const setting = async (
  s: RestServer,
  name: string,
  init: { headers?: Record<string, string> } = {},
) => {
  const res = await rest(s, `/rpc/role_setting?name=${name}`, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${await userToken(s, ALICE, { role: ROLE })}`,
    },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as string
}
const outside = async (s: RestServer, name: string) =>
  (await s.db.query<{ v: string }>(`select current_setting($1) as v`, [name])).rows[0].v

beforeAll(async () => {
  const s = server()
  await s.db.query(`create role ${ROLE} nologin`)
  await s.db.query(`grant usage on schema public to ${ROLE}`)
  await s.db.query(
    `create function public.role_setting(name text) returns text language sql stable as $$ select current_setting(name) $$`,
  )
  await s.db.query(`grant execute on function public.role_setting(text) to ${ROLE}`)
  await s.db.query(`alter role ${ROLE} set statement_timeout = '1234ms'`)
  await s.db.query(`alter role ${ROLE} set timezone = 'Asia/Tokyo'`)
  await s.db.query(`alter role ${ROLE} set log_min_duration_statement = 5`)
  await s.db.query(`alter role ${ROLE} set transaction_read_only = off`)
  await s.db.query(`alter role ${ROLE} set default_tablespace = 'no_such_tablespace'`)
  await s.db.query(
    `do $$ begin execute format('alter role ${ROLE} in database %I set lock_timeout = %L', current_database(), '4321ms'); end $$`,
  )
  await s.db.query(`notify pgrst, 'reload schema'`)
  // The cache reloads in the background: wait until requests see the function and the settings.
  const token = await userToken(s, ALICE, { role: ROLE })
  for (let i = 0; i < 100; i++) {
    const res = await rest(s, '/rpc/role_setting?name=statement_timeout', {
      headers: { authorization: `Bearer ${token}` },
    })
    if (res.status === 200 && (await res.json()) === '1234ms') return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the role settings never reached requests')
})

afterAll(async () => {
  const s = server()
  await s.db.query(`drop function public.role_setting(text)`)
  await s.db.query(`drop owned by ${ROLE}`)
  await s.db.query(`drop role ${ROLE}`)
})

describe('impersonated role settings', () => {
  it('apply to each request as the role whose settings they are', async () => {
    const s = server()
    expect(await setting(s, 'statement_timeout')).toBe('1234ms')
    expect(await setting(s, 'TimeZone')).toBe('Asia/Tokyo')
    // Another role's requests are untouched.
    const anon = await rest(s, '/rpc/role_setting?name=statement_timeout')
    expect(await anon.json()).toBe(await outside(s, 'statement_timeout'))
  })

  it('give way to Prefer: timezone', async () => {
    expect(
      await setting(server(), 'TimeZone', { headers: { Prefer: 'timezone=Europe/Helsinki' } }),
    ).toBe('Europe/Helsinki')
  })

  it("leave out what only a superuser may set, the transaction's own settings, refused values and in-database settings, and the request still runs", async () => {
    const s = server()
    for (const name of ['log_min_duration_statement', 'default_tablespace', 'lock_timeout']) {
      expect(await setting(s, name), name).toBe(await outside(s, name))
    }
    expect(await outside(s, 'lock_timeout')).not.toBe('4321ms')
    expect(await setting(s, 'transaction_read_only')).toBe('on') // a read: read-only whatever the role says
  })

  it('last only for the request', async () => {
    const s = server()
    expect(await outside(s, 'statement_timeout')).not.toBe('1234ms')
    expect(await outside(s, 'TimeZone')).not.toBe('Asia/Tokyo')
  })
})
