import { beforeAll, describe, expect, it } from 'vitest'
import { ALICE, rest, restServerForFile, userToken, type RestServer } from './support'

// Impersonated role settings, as PostgREST (11.1 and later) applies them: a role's own
// `alter role … [in database …] set name = value` holds for every request run as that role,
// read when the config is reloaded; settings only a superuser may change are left out.
const server = restServerForFile()

const setting = async (s: RestServer, name: string, init: RequestInit = {}) => {
  const res = await rest(s, `/rpc/role_setting?name=${name}`, init)
  expect(res.status).toBe(200)
  return (await res.json()) as string
}
const asAlice = async (s: RestServer, init: { headers?: Record<string, string> } = {}) => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${await userToken(s, ALICE)}` },
})

beforeAll(async () => {
  const s = server()
  await s.db.query(`create function public.role_setting(name text) returns text language sql stable as $$ select current_setting(name) $$`)
  await s.db.query(`grant execute on function public.role_setting(text) to anon, authenticated`)
  await s.db.query(`do $$ begin
    execute format('alter role anon in database %I set statement_timeout = %L', current_database(), '1234ms');
    execute format('alter role authenticated in database %I set statement_timeout = %L', current_database(), '4321ms');
    execute format('alter role authenticated in database %I set timezone = %L', current_database(), 'Asia/Tokyo');
    execute format('alter role anon in database %I set log_min_duration_statement = 5', current_database());
  end $$`)
  await s.db.query(`notify pgrst, 'reload schema'`)
  // The cache reloads in the background: wait until requests see the function and the settings.
  for (let i = 0; i < 100; i++) {
    const res = await rest(s, '/rpc/role_setting?name=statement_timeout')
    if (res.status === 200 && (await res.json()) === '1234ms') return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the role settings never reached requests')
})

describe('impersonated role settings', () => {
  it('apply to each request as the role whose settings they are', async () => {
    const s = server()
    expect(await setting(s, 'statement_timeout')).toBe('1234ms')
    expect(await setting(s, 'statement_timeout', await asAlice(s))).toBe('4321ms')
    expect(await setting(s, 'TimeZone', await asAlice(s))).toBe('Asia/Tokyo')
  })

  it('give way to Prefer: timezone', async () => {
    const s = server()
    const res = await rest(s, '/rpc/role_setting?name=TimeZone', await asAlice(s, { headers: { Prefer: 'timezone=Europe/Helsinki' } }))
    expect(await res.json()).toBe('Europe/Helsinki')
  })

  it('leave out what only a superuser may set, and the request still runs', async () => {
    const s = server()
    const outside = (await s.db.query<{ v: string }>(`select current_setting('log_min_duration_statement') as v`)).rows[0].v
    expect(outside).not.toBe('5ms')
    expect(await setting(s, 'log_min_duration_statement')).toBe(outside)
  })

  it('last only for the request', async () => {
    const s = server()
    const { rows } = await s.db.query<{ v: string }>(`select current_setting('statement_timeout') as v`)
    expect(rows[0].v).not.toBe('1234ms')
    expect(rows[0].v).not.toBe('4321ms')
  })
})
