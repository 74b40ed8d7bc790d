import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  anonClient,
  dataOf,
  expectRefused,
  rest,
  restServerForFile,
  serviceClient,
} from './support'

// The Prefer header as PostgREST v14 answers it: handling, max-affected, tx, timezone, the
// Preference-Applied header, and the counts and statuses that depend on preferences.
let anon: SupabaseClient
let service: SupabaseClient
const server = restServerForFile((s) => {
  anon = anonClient(s)
  service = serviceClient(s)
})

/** A rest/v1 request with `Prefer: value`, and `body` (when given) as JSON. */
const withPrefer = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  value: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  rest(server(), path, {
    method,
    headers: { Prefer: value, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function tagIds(from: number, to: number): Promise<number[]> {
  const { data, error } = await service
    .from('tags')
    .select('id')
    .gte('id', from)
    .lte('id', to)
    .order('id')
  expect(error).toBeNull()
  return (data ?? []).map((r) => r.id as number)
}

/** The values of the counters named `name` (a LIKE pattern: `mx-%` for all of a test's). */
async function counterValues(name: string) {
  const { data, error } = await service.from('counters').select('value').like('name', name)
  expect(error).toBeNull()
  return data
}

/** The answer's status and the preferences it says it applied (null when it names none). */
function expectApplied(res: Response, status: number, applied: string | null) {
  expect(res.status).toBe(status)
  expect(res.headers.get('preference-applied')).toBe(applied)
}

async function seedTags(from: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ id: from + i, name: `pref-${from + i}` }))
  const { error } = await service.from('tags').insert(rows)
  expect(error).toBeNull()
}

describe('handling', () => {
  it('handling=strict refuses an unknown preference with PGRST122, naming every one', async () => {
    const res = await withPrefer(
      'GET',
      '/tags?select=id',
      'handling=strict, anything, count=sometimes',
    )
    await expectRefused(res, 400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: anything, count=sometimes',
    })
  })

  it('handling=lenient (and no handling) ignores it, and says what it applied', async () => {
    const res = await withPrefer('GET', '/tags?select=id', 'handling=lenient, anything')
    expectApplied(res, 200, 'handling=lenient')
    const plain = await withPrefer('GET', '/tags?select=id', 'anything')
    expectApplied(plain, 200, null)
  })

  it('strict also refuses on writes and calls, before anything runs', async () => {
    const post = await withPrefer('POST', '/tags', 'return=representation, handling=strict, nope', {
      id: 7001,
      name: 'never',
    })
    expect(post.status).toBe(400)
    expect((await post.json()).code).toBe('PGRST122')
    expect(await tagIds(7001, 7001)).toEqual([])
    const call = await withPrefer('POST', '/rpc/add', 'handling=strict, nope', { a: 1 })
    expect((await call.json()).code).toBe('PGRST122')
  })

  it("the first value of a preference wins; Preference-Applied lists them in PostgREST's order", async () => {
    const res = await withPrefer(
      'POST',
      '/tags',
      'handling=strict, return=representation, missing=default, count=exact, return=minimal',
      [{ id: 7002, name: 'order' }],
    )
    expectApplied(res, 201, 'missing=default, return=representation, count=exact, handling=strict')
    expect(await res.json()).toEqual([{ id: 7002, name: 'order' }])
  })

  it('a read reports only what a read uses (count, handling), not return or missing', async () => {
    const res = await withPrefer(
      'GET',
      '/tags?select=id&limit=1',
      'return=representation, missing=default, count=exact, handling=lenient',
    )
    expect(res.headers.get('preference-applied')).toBe('count=exact, handling=lenient')
  })
})

describe('max-affected', () => {
  it('a delete that would remove more rows than allowed answers PGRST124 and removes nothing', async () => {
    await seedTags(7100, 5)
    const res = await withPrefer(
      'DELETE',
      '/tags?id=gte.7100&id=lte.7104',
      'handling=strict, max-affected=3',
    )
    await expectRefused(res, 400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 5 rows',
    })
    expect(await tagIds(7100, 7104)).toHaveLength(5)
  })

  it('within the limit it runs, and says so', async () => {
    const res = await withPrefer(
      'DELETE',
      '/tags?id=gte.7100&id=lte.7104',
      'handling=strict, max-affected=5',
    )
    expectApplied(res, 204, 'handling=strict, max-affected=5')
    expect(await tagIds(7100, 7104)).toEqual([])
  })

  it('an update over the limit is undone, through supabase-js maxAffected()', async () => {
    const { error: seeded } = await service.from('counters').insert([
      { name: 'mx-a', value: 1 },
      { name: 'mx-b', value: 1 },
    ])
    expect(seeded).toBeNull()
    const query = anon.from('counters').update({ value: 9 }).like('name', 'mx-%') as unknown as {
      maxAffected(
        n: number,
      ): PromiseLike<{ error: { code: string; details: string } | null; status: number }>
    }
    const { error, status } = await query.maxAffected(1)
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' })
    const data = await counterValues('mx-%')
    expect(data).toEqual([{ value: 1 }, { value: 1 }])
  })

  it('is ignored without handling=strict', async () => {
    const res = await withPrefer(
      'PATCH',
      '/counters?name=like.mx-*',
      'handling=lenient, max-affected=0',
      { value: 2 },
    )
    expectApplied(res, 204, 'handling=lenient')
    const data = await counterValues('mx-%')
    expect(data).toEqual([{ value: 2 }, { value: 2 }])
  })

  it('counts the rows a function returns, undoing its writes; a function that returns no set is refused with PGRST128', async () => {
    const over = await withPrefer('POST', '/rpc/bump_many', 'handling=strict, max-affected=2', {
      counter: 'maxed',
      times: 3,
    })
    expect(over.status).toBe(400)
    expect((await over.json()).details).toBe('The query affects 3 rows')
    const data = await counterValues('maxed')
    expect(data).toEqual([])
    const within = await withPrefer('POST', '/rpc/numbers', 'handling=strict, max-affected=3', {
      upto: 3,
    })
    expectApplied(within, 200, 'handling=strict, max-affected=3')
    const scalar = await withPrefer('POST', '/rpc/add', 'handling=strict, max-affected=1', { a: 1 })
    await expectRefused(scalar, 400, {
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    })
  })
})

describe('calls that write', () => {
  it("a singular answer of a set that is not one row undoes the function's writes; one that is, keeps them", async () => {
    const asObject = (times: number) =>
      withPrefer(
        'POST',
        '/rpc/bump_many',
        '',
        { counter: 'single', times },
        { Accept: 'application/vnd.pgrst.object+json' },
      )
    const two = await asObject(2)
    expect(two.status).toBe(406)
    expect(await counterValues('single')).toEqual([])
    const one = await asObject(1)
    expect(one.status).toBe(200)
    const plain = await withPrefer('POST', '/rpc/bump_many', '', { counter: 'single', times: 2 })
    expect(plain.status).toBe(200)
    expect(await counterValues('single')).toEqual([{ value: 3 }])
  })
})

describe('tx', () => {
  it('tx=rollback answers as if written and keeps nothing (supabase-js rollback())', async () => {
    const { data, status, error } = await anon
      .from('tags')
      .insert({ id: 7300, name: 'dry run' })
      .select()
      .rollback()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual([{ id: 7300, name: 'dry run' }])
    expect(await tagIds(7300, 7300)).toEqual([])
    const res = await withPrefer('POST', '/rpc/bump', 'tx=rollback', { counter: 'dry' })
    expect(await res.json()).toBe(1)
    expect(res.headers.get('preference-applied')).toBe('tx=rollback')
    const counters = await counterValues('dry')
    expect(counters).toEqual([])
  })

  it('tx=commit writes as usual', async () => {
    const res = await withPrefer('POST', '/tags', 'tx=commit', { id: 7301, name: 'kept' })
    expectApplied(res, 201, 'tx=commit')
    expect(await tagIds(7301, 7301)).toEqual([7301])
  })
})

describe('timezone', () => {
  it('a known timezone changes how timestamps read; an unknown one is ignored, or refused under strict', async () => {
    const la = await withPrefer(
      'GET',
      '/authors?select=created_at&limit=1',
      'timezone=America/Los_Angeles',
    )
    expect(la.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles')
    expect((await la.json())[0].created_at).toBe('2025-12-31T16:00:00-08:00')
    const unknown = await withPrefer(
      'GET',
      '/authors?select=created_at&limit=1',
      'timezone=Jupiter/Red_Spot',
    )
    expect(unknown.headers.get('preference-applied')).toBeNull()
    expect((await unknown.json())[0].created_at).toBe('2026-01-01T00:00:00+00:00')
    const strict = await withPrefer(
      'GET',
      '/authors?select=created_at',
      'handling=strict, timezone=Jupiter/Red_Spot',
    )
    expect((await strict.json()).details).toBe('Invalid preferences: timezone=Jupiter/Red_Spot')
  })
})

describe('counts and statuses', () => {
  it('a scalar function with count=exact reports its one row', async () => {
    const { data, count } = await anon.rpc('add', { a: 1, b: 2 }, { count: 'exact' })
    expect(data).toBe(3)
    expect(count).toBe(1)
  })

  it('an upsert that only updates answers 200; one that inserts answers 201', async () => {
    await seedTags(7400, 1)
    const update = await anon.from('tags').upsert({ id: 7400, name: 'updated' })
    expect(update.status).toBe(200)
    const insert = await anon.from('tags').upsert([
      { id: 7400, name: 'again' },
      { id: 7401, name: 'new' },
    ])
    expect(insert.status).toBe(201)
    const rep = await anon.from('tags').upsert({ id: 7401, name: 'newer' }).select()
    expect(rep.status).toBe(200)
    expect(rep.data).toEqual([{ id: 7401, name: 'newer' }])
  })
})

describe('planned and estimated counts', () => {
  it("count=planned answers the planner's estimate (206 for a part of it); estimated counts exactly under max_rows", async () => {
    await server().db.query('analyze public.authors')
    const planned = await anon.from('authors').select('id', { count: 'planned' }).limit(2)
    expect(planned.status).toBe(206)
    expect(planned.count).toBe(3)
    expect(planned.data).toHaveLength(2)
    const estimated = await anon
      .from('authors')
      .select('id', { count: 'estimated' })
      .eq('name', 'Ann Lee')
    expect(estimated.count).toBe(1)
    const res = await withPrefer('GET', '/authors?select=id&limit=1', 'count=planned')
    expect(res.headers.get('content-range')).toBe('0-0/3')
    expect(res.headers.get('preference-applied')).toBe('count=planned')
  })
})

describe('missing=default', () => {
  it("evaluates every row's defaults, so an identity advances even for a row that brings its own id", async () => {
    // The fixture's authors sequence stands at 100: the first row takes 101 and discards it.
    const data = await dataOf(
      service
        .from('authors')
        .insert([{ id: 500, name: 'Own id' }, { name: 'Generated' }], { defaultToNull: false })
        .select('id, name'),
    )
    expect(data).toEqual([
      { id: 500, name: 'Own id' },
      { id: 102, name: 'Generated' },
    ])
  })
})
