import { describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ALICE, anonClient, expectRefused, rest, restServerForFile, userToken } from './support'

let db: SupabaseClient
const server = restServerForFile((s) => (db = anonClient(s)))

describe('request errors', () => {
  it('single() on 0 and on 2 rows answers 406 PGRST116', async () => {
    const none = await db.from('posts').select('id').eq('id', 999).single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
    const two = await db.from('posts').select('id').in('id', [1, 2]).single()
    expect(two.status).toBe(406)
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
  })

  it('malformed filter, order, select and limit syntax answer 400 PGRST100', async () => {
    for (const q of [
      'id=eqx.1',
      'id=eq',
      'or=(id.eq.1',
      'or=id.eq.1',
      'order=id.sideways',
      'select=id,(',
      'limit=ten',
      'id=in.1,2',
      'id=is.maybe',
    ]) {
      const res = await rest(server(), `/posts?${q}`)
      expect(res.status, q).toBe(400)
      const body = await res.json()
      expect(body.code, q).toBe('PGRST100')
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
    }
    const viaClient = await db.from('posts').select('id').filter('id', 'nope', 1)
    expect(viaClient.error?.code).toBe('PGRST100')
  })

  it('an unknown column answers 400 42703, in select, filters and order', async () => {
    const sel = await db.from('posts').select('id, titel')
    expect(sel.status).toBe(400)
    expect(sel.error).toMatchObject({ code: '42703', message: 'column posts.titel does not exist' })
    expect((await db.from('posts').select('id').eq('nope', 1)).error?.code).toBe('42703')
    expect((await db.from('posts').select('id').order('nope')).error?.code).toBe('42703')
  })

  it('an unknown table answers 404 PGRST205 with a hint when a name is close', async () => {
    const { error, status } = await db.from('post').select()
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.posts'",
      message: "Could not find the table 'public.post' in the schema cache",
    })
    expect((await db.from('zzzzzzzz').select()).error?.hint).toBeNull()
  })

  it('malformed JSON and non-object bodies answer 400 PGRST102', async () => {
    for (const body of ['{"id": 1,', '', '[1, 2]', '"text"']) {
      const res = await rest(server(), '/tags', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, body).toBe(400)
      expect((await res.json()).code, body).toBe('PGRST102')
    }
    const mismatched = await rest(server(), '/tags', {
      method: 'POST',
      body: '[{"id":1},{"name":"x"}]',
      headers: { 'content-type': 'application/json' },
    })
    expect(await mismatched.json()).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    })
  })

  it('embedding without a relationship answers 400 PGRST200, an ambiguous one 300 PGRST201', async () => {
    const missing = await db.from('posts').select('id, autors(name)')
    expect(missing.status).toBe(400)
    expect(missing.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'posts' and 'autors' in the schema cache",
      hint: "Perhaps you meant 'authors' instead of 'autors'.",
    })
    const ambiguous = await db.from('posts').select('id, authors(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    expect(ambiguous.error?.hint).toContain(
      "'authors!posts_author_id_fkey', 'authors!posts_editor_id_fkey'",
    )
    expect(ambiguous.error?.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cardinality: 'many-to-one', embedding: 'posts with authors' }),
      ]),
    )
    const toMany = await rest(
      server(),
      '/authors?select=id,posts!author_id(title)&order=posts(title)',
    )
    expect((await toMany.json()).code).toBe('PGRST118')
  })

  it('a modifier on a resource that is not embedded answers 400 PGRST108', async () => {
    const { error, status } = await db.from('posts').select('id').eq('comments.body', 'x')
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
    })
  })

  it('an unacceptable Accept header answers 406 PGRST107 naming each type, highest q first, without parameters', async () => {
    const res = await rest(server(), '/posts', {
      headers: { accept: 'application/xml; charset=utf-8, text/plain;q=0.5, text/xml' },
    })
    await expectRefused(res, 406, {
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml, text/xml, text/plain',
    })
    const weighed = await rest(server(), '/authors?select=id&id=eq.1', {
      headers: { accept: 'application/json;q=0.1, text/csv' },
    })
    expect(await weighed.text()).toBe('id\n1')
  })

  it('execution plans are off, as db-plan-enabled is by default: explain() answers 406 PGRST107 naming the plan type', async () => {
    const plain = await db.from('posts').select('id').explain()
    expect(plain.status).toBe(406)
    expect(plain.error).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    })
    const json = await db
      .from('posts')
      .select('id')
      .explain({ analyze: true, buffers: true, verbose: true, format: 'json' })
    expect(json.error?.message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose|buffers',
    )
    const csv = await rest(server(), '/posts', {
      headers: {
        accept: 'application/vnd.pgrst.plan+text; for="text/csv"; options=wal|analyze|nonsense;',
      },
    })
    expect((await csv.json()).message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+text; for="text/csv"; options=analyze|wal',
    )
    const rpc = await db.rpc('add', { a: 1 }).explain()
    expect(rpc.status).toBe(406)
    const bare = await rest(server(), '/posts', {
      headers: { accept: 'application/vnd.pgrst.plan' },
    })
    expect(bare.status).toBe(406)
    expect((await bare.json()).message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    )
  })

  it('keeps serving after a burst of 1,000 bad requests', async () => {
    const paths = ['/posts?id=eqx.1', '/nope', '/posts?select=(', '/rpc/nope']
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        rest(server(), paths[i % 4]).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    )
    expect(new Set(statuses)).toEqual(new Set([400, 404]))
    expect((await db.from('posts').select('id').eq('id', 1)).data).toEqual([{ id: 1 }])
  })
})

describe('authentication', () => {
  const other = new TextEncoder().encode('another-secret-that-is-at-least-32-characters')
  const now = () => Math.floor(Date.now() / 1000)
  const call = (token: string) =>
    rest(server(), '/posts?select=id&limit=1', { headers: { authorization: `Bearer ${token}` } })

  it('answers 401 PGRST303 for an expired token', async () => {
    const token = await server().keys.sign({ sub: ALICE, role: 'authenticated', exp: now() - 60 })
    const res = await call(token)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    expect(res.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    )
  })

  it('answers 401 PGRST301 for forged, tampered, alg none and malformed tokens', async () => {
    const forged = await new SignJWT({ sub: ALICE, role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(other)
    const good = await userToken(server(), ALICE)
    const [h, , s] = good.split('.')
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: ALICE, role: 'service_role', exp: now() + 600 })).toString('base64url')}.${s}`
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.`
    for (const token of [forged, tampered, none, 'not-a-jwt']) {
      const res = await call(token)
      expect(res.status, token).toBe(401)
      expect((await res.json()).code, token).toBe('PGRST301')
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
    }
    expect((await call(good)).status).toBe(200)
  })

  it('answers 401 for a token whose role does not exist', async () => {
    const res = await call(await server().keys.sign({ role: 'nobody_role', exp: now() + 60 }))
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({
      code: '22023',
      message: 'role "nobody_role" does not exist',
    })
  })

  it('treats a request without Authorization as anon and exposes Content-Range to browsers', async () => {
    const res = await fetch(`${server().url}/rest/v1/posts?select=id&limit=1`, {
      headers: { origin: 'http://localhost:3000' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
    const rls = await fetch(`${server().url}/rest/v1/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"body":"x","owner_id":"' + ALICE + '"}',
    })
    expect(rls.status).toBe(401)
  })
})
