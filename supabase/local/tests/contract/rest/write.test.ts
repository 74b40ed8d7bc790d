import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  ALICE,
  BOB,
  anonClient,
  rest,
  serviceClient,
  startRestServer,
  userClient,
  type RestServer,
} from './support'

let server: RestServer
let anon: SupabaseClient
let service: SupabaseClient
let alice: SupabaseClient
let bob: SupabaseClient

beforeAll(async () => {
  server = await startRestServer()
  anon = anonClient(server)
  service = serviceClient(server)
  alice = await userClient(server, ALICE)
  bob = await userClient(server, BOB)
})
afterAll(() => server?.stop())

describe('insert', () => {
  it('inserts one row: 201 with no body by default, the row with .select()', async () => {
    const plain = await anon.from('tags').insert({ id: 10, name: 'ten' })
    expect(plain).toMatchObject({ status: 201, data: null, error: null })
    const { data, status } = await anon
      .from('tags')
      .insert({ id: 11, name: 'eleven' })
      .select()
      .single()
    expect(status).toBe(201)
    expect(data).toEqual({ id: 11, name: 'eleven' })
  })

  it('inserts many rows with columns=: keys missing from a row become NULL, unlisted columns get defaults', async () => {
    const { data, error } = await anon
      .from('posts')
      .insert([
        { title: 'many one', author_id: 1, body: 'b' },
        { title: 'many two', author_id: 2 },
      ])
      .select('title, body, status, tags')
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'many one', body: 'b', status: 'draft', tags: [] },
      { title: 'many two', body: null, status: 'draft', tags: [] },
    ])
  })

  it('inserts with defaults for missing keys (defaultToNull: false) and reports the count', async () => {
    const { data, count } = await anon
      .from('counters')
      .insert([{ name: 'a1' }, { name: 'a2', value: 5 }], { defaultToNull: false, count: 'exact' })
      .select('name, value')
    expect(count).toBe(2)
    expect(data).toEqual([
      { name: 'a1', value: 0 },
      { name: 'a2', value: 5 },
    ])
  })

  it('writes nothing when one row of a multi-row insert fails', async () => {
    const { error, status } = await anon.from('tags').insert([
      { id: 20, name: 'twenty' },
      { id: 21, name: 'twenty' },
    ])
    expect(status).toBe(409)
    expect(error).toMatchObject({ code: '23505' })
    const { data } = await anon.from('tags').select('id').in('id', [20, 21])
    expect(data).toEqual([])
  })

  it('maps constraint errors: not null and check → 400, foreign key → 409, bad input → 400', async () => {
    const notNull = await anon.from('tags').insert({ id: 30 })
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } })
    const check = await anon.from('counters').insert({ name: 'neg', value: -1 })
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } })
    const fk = await anon.from('posts').insert({ title: 'orphan', author_id: 999 })
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } })
    const bad = await anon.from('posts').select('id').eq('id', 'abc')
    expect(bad).toMatchObject({ status: 400, error: { code: '22P02' } })
  })

  it('upserts with merge-duplicates and ignore-duplicates on a chosen conflict target', async () => {
    await anon.from('tags').insert({ id: 40, name: 'forty' })
    const merged = await anon.from('tags').upsert({ id: 40, name: 'FORTY' }).select().single()
    expect(merged.data).toEqual({ id: 40, name: 'FORTY' })
    const byName = await anon
      .from('tags')
      .upsert({ id: 41, name: 'FORTY' }, { onConflict: 'name' })
      .select()
    expect(byName.data).toEqual([{ id: 41, name: 'FORTY' }])
    const ignored = await anon
      .from('tags')
      .upsert(
        [
          { id: 41, name: 'nope' },
          { id: 42, name: 'forty-two' },
        ],
        { ignoreDuplicates: true },
      )
      .select()
    expect(ignored.data).toEqual([{ id: 42, name: 'forty-two' }])
    const { data } = await anon.from('tags').select('id, name').in('id', [40, 41, 42]).order('id')
    expect(data).toEqual([
      { id: 41, name: 'FORTY' },
      { id: 42, name: 'forty-two' },
    ])
  })

  it('refuses a body column that does not exist with PGRST204', async () => {
    const { error, status } = await anon.from('tags').insert({ id: 50, nmae: 'x' })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nmae' column of 'tags' in the schema cache",
    })
  })
})

describe('update and delete', () => {
  it('updates the filtered rows: 204, or 200 with the representation', async () => {
    await anon.from('counters').insert([{ name: 'u1' }, { name: 'u2' }, { name: 'u3' }])
    const bare = await anon.from('counters').update({ value: 7 }).eq('name', 'u1')
    expect(bare).toMatchObject({ status: 204, data: null, error: null })
    const { data, status, count } = await anon
      .from('counters')
      .update({ value: 9 }, { count: 'exact' })
      .in('name', ['u2', 'u3'])
      .select('name, value')
      .order('name')
    expect(status).toBe(200)
    expect(count).toBe(2)
    expect(data).toEqual([
      { name: 'u2', value: 9 },
      { name: 'u3', value: 9 },
    ])
  })

  it('rolls back a .single() update that touches 2 rows (406 PGRST116)', async () => {
    await anon.from('counters').insert([
      { name: 's1', value: 1 },
      { name: 's2', value: 1 },
    ])
    const { error, status } = await anon
      .from('counters')
      .update({ value: 2 })
      .in('name', ['s1', 's2'])
      .select()
      .single()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
    const { data } = await anon.from('counters').select('value').in('name', ['s1', 's2'])
    expect(data).toEqual([{ value: 1 }, { value: 1 }])
  })

  it('deletes the filtered rows and returns them on request', async () => {
    await anon.from('counters').insert([{ name: 'd1' }, { name: 'd2' }])
    const { data, count } = await anon
      .from('counters')
      .delete({ count: 'exact' })
      .in('name', ['d1', 'd2'])
      .select('name')
    expect(count).toBe(2)
    expect(data).toHaveLength(2)
    expect((await anon.from('counters').select('name').in('name', ['d1', 'd2'])).data).toEqual([])
  })
})

describe('row-level security as the request role', () => {
  it('shows each user only their own rows and anon none', async () => {
    const a = await alice.from('notes').select('body').order('id')
    expect(a.data).toEqual([{ body: 'alice one' }, { body: 'alice two' }])
    const b = await bob.from('notes').select('body')
    expect(b.data).toEqual([{ body: 'bob one' }])
    expect((await anon.from('notes').select('body')).data).toEqual([])
    expect(
      (await service.from('notes').select('body', { count: 'exact', head: true })).count,
    ).toBeGreaterThanOrEqual(3)
  })

  it('inserts with owner_id defaulting to auth.uid() and refuses rows for someone else', async () => {
    const mine = await alice
      .from('notes')
      .insert({ body: 'alice three' })
      .select('owner_id, body')
      .single()
    expect(mine.data).toEqual({ owner_id: ALICE, body: 'alice three' })
    const other = await alice.from('notes').insert({ body: 'forged', owner_id: BOB })
    expect(other.status).toBe(403)
    expect(other.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    })
    const asAnon = await anon.from('notes').insert({ body: 'anon', owner_id: ALICE })
    expect(asAnon.status).toBe(401)
    expect(asAnon.error?.code).toBe('42501')
  })

  it('refuses an update that would hand a row to someone else, and ignores rows it cannot see', async () => {
    const steal = await alice.from('notes').update({ owner_id: BOB }).eq('body', 'alice two')
    expect(steal.status).toBe(403)
    expect(steal.error?.code).toBe('42501')
    const invisible = await alice
      .from('notes')
      .update({ body: 'hacked' })
      .eq('body', 'bob one')
      .select()
    expect(invisible.data).toEqual([])
    expect((await bob.from('notes').select('body')).data).toEqual([{ body: 'bob one' }])
  })
})

describe('rpc', () => {
  it('calls a scalar function by POST with named arguments and defaults, and by GET', async () => {
    expect((await anon.rpc('add', { a: 1, b: 2 })).data).toBe(3)
    expect((await anon.rpc('add', { a: 1 })).data).toBe(11)
    expect((await anon.rpc('add', { a: 5, b: 6 }, { get: true })).data).toBe(11)
  })

  it('returns a composite as an object and setof/table results as filterable arrays', async () => {
    expect((await anon.rpc('author_card', { author_id: 2 })).data).toMatchObject({
      id: 2,
      name: 'Bo Kim',
    })
    expect((await anon.rpc('post_summary_of', { p_id: 1 })).data).toEqual({
      id: 1,
      title: 'Hello world',
    })
    const { data } = await anon
      .rpc('posts_by_status', { s: 'published' })
      .select('id, authors!author_id(name)')
      .gt('id', 1)
      .order('id', { ascending: false })
    expect(data).toEqual([
      { id: 5, authors: { name: 'Bo Kim' } },
      { id: 2, authors: { name: 'Ann Lee' } },
    ])
    const one = await anon.rpc('post_counts').eq('author_id', 3).single()
    expect(one.data).toEqual({ author_id: 3, n: 1 })
    expect((await anon.rpc('numbers', { upto: 3 })).data).toEqual([1, 2, 3])
    const head = await anon.rpc('numbers', { upto: 7 }, { head: true, count: 'exact' })
    expect(head.count).toBe(7)
  })

  it('answers void with 204, writes with POST, refuses writes over GET', async () => {
    expect((await anon.rpc('bump', { counter: 'rpc' })).data).toBe(1)
    expect((await anon.rpc('bump', { counter: 'rpc' })).data).toBe(2)
    const viaGet = await anon.rpc('bump', { counter: 'rpc' }, { get: true })
    expect(viaGet.status).toBe(405)
    expect(viaGet.error?.code).toBe('25006')
    const v = await anon.rpc('reset_counter', { counter: 'rpc' })
    expect(v).toMatchObject({ status: 204, data: null, error: null })
    expect((await anon.from('counters').select().eq('name', 'rpc')).data).toEqual([])
  })

  it('calls a set-returning function once even with a count', async () => {
    const { data, count } = await anon
      .rpc('bump_many', { counter: 'many', times: 3 }, { count: 'exact' })
      .limit(2)
    expect(data).toEqual([1, 2])
    expect(count).toBe(3)
    expect((await anon.from('counters').select('value').eq('name', 'many').single()).data).toEqual({
      value: 3,
    })
  })

  it('passes a whole body to a single unnamed json parameter and raises with P0001 → 400', async () => {
    expect((await anon.rpc('echo_json', { x: [1, 2] })).data).toEqual({ x: [1, 2] })
    const { error, status } = await anon.rpc('fail_loudly')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: 'P0001',
      message: 'it failed',
      details: 'on purpose',
      hint: 'do not call it',
    })
  })

  it('sets role, claims, method, path, headers and cookies as PostgREST does', async () => {
    const res = await rest(server, '/rpc/request_info', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await import('./support').then((m) => m.userToken(server, ALICE))}`,
        'x-test': 'yes',
        cookie: 'flavour=mint; other=1',
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(await res.json()).toEqual({
      uid: ALICE,
      role: 'authenticated',
      method: 'POST',
      path: '/rpc/request_info',
      x_test: 'yes',
      cookie: 'mint',
      search_path: '"public", "extensions"',
      read_only: 'on',
    })
    const get = await rest(server, '/rpc/request_info')
    expect(await get.json()).toMatchObject({ uid: null, role: 'anon', method: 'GET' })
  })

  it('leaves no role, claims or read-only mode behind on the connections', async () => {
    const token = await import('./support').then((m) => m.userToken(server, ALICE))
    await Promise.all(
      Array.from({ length: 20 }, () =>
        rest(server, '/rpc/request_info', { headers: { authorization: `Bearer ${token}` } }),
      ),
    )
    const checks = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.db.query<{ u: string; s: string; c: string | null; ro: string }>(
          "select current_user as u, session_user as s, nullif(current_setting('request.jwt.claims', true), '') as c, current_setting('transaction_read_only') as ro",
        ),
      ),
    )
    for (const { rows } of checks)
      expect(rows[0]).toEqual({ u: rows[0].s, s: rows[0].s, c: null, ro: 'off' })
  })

  it('answers 404 PGRST202 for an unknown function or arguments', async () => {
    const { error, status } = await anon.rpc('add', { x: 1 })
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add(x) in the schema cache',
    })
    expect((await anon.rpc('no_such_fn')).error?.code).toBe('PGRST202')
  })
})
