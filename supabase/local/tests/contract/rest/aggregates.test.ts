import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  dataOf,
  errorOf,
  expectRefused,
  rest,
  type RestServer,
  restServerForFile,
  serviceClient,
} from './support'

// Aggregates in select, as PostgREST v14 answers them: off unless the authenticator role has
// pgrst.db_aggregates_enabled (then NOTIFY pgrst, 'reload config'), grouped by the other fields.
let db: SupabaseClient
const server = restServerForFile((s) => {
  db = serviceClient(s)
})

async function setAggregates(s: RestServer, on: boolean) {
  await s.db.query(
    `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), '${on}'); end $$`,
  )
  await s.db.query(`notify pgrst, 'reload config'`)
  // The cache reloads in the background: wait until requests see the new setting.
  for (let i = 0; i < 100; i++) {
    const res = await rest(s, '/posts?select=count()')
    if ((res.status === 200) === on) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`aggregates never turned ${on ? 'on' : 'off'}`)
}

describe('aggregates', () => {
  it('are refused with PGRST123 until the database turns them on', async () => {
    const res = await rest(server(), '/posts?select=count()')
    await expectRefused(res, 400, {
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
    })
    await setAggregates(server(), true)
  })

  it('a range applies to the aggregated rows, not to the rows counted, beside an embed', async () => {
    const { data, error } = await db.from('posts').select('count(), comments()').limit(1)
    expect(error).toBeNull()
    expect(data).toEqual([{ count: 5 }])
  })

  it('count() counts rows; the other fields group them', async () => {
    expect((await db.from('posts').select('count()')).data).toEqual([{ count: 5 }])
    const { data, error } = await db.from('posts').select('status, count()').order('status')
    expect(error).toBeNull()
    expect(data).toEqual([
      { status: 'draft', count: 1 },
      { status: 'published', count: 3 },
      { status: 'archived', count: 1 },
    ])
  })

  it('sum, avg, max, min over a column, with aliases and casts before and after', async () => {
    const data = await dataOf(
      db
        .from('posts')
        .select(
          'total:rating.sum(), rating.avg()::int, newest:published_at.max(), rating::int.min()',
        )
        .eq('status', 'published'),
    )
    expect(data).toEqual([{ total: 7.5, avg: 4, newest: '2026-04-01T10:00:00+00:00', min: 3 }])
  })

  it('filters apply before grouping, and a group with no rows still answers one row for a bare aggregate', async () => {
    expect((await db.from('posts').select('rating.sum()').eq('status', 'draft')).data).toEqual([
      { sum: null },
    ])
    expect(
      (
        await db
          .from('posts')
          .select('author_id, count()')
          .eq('status', 'published')
          .order('author_id')
      ).data,
    ).toEqual([
      { author_id: 1, count: 2 },
      { author_id: 2, count: 1 },
    ])
  })

  it('work inside an embedded resource, per parent row', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select('name, posts!posts_author_id_fkey(count(), rating.max())')
        .order('id'),
    )
    expect(data).toEqual([
      { name: 'Ann Lee', posts: [{ count: 2, max: 4.5 }] },
      { name: 'Bo Kim', posts: [{ count: 2, max: null }] },
      { name: 'Cy Ng', posts: [{ count: 1, max: 2.5 }] },
    ])
  })

  it('group by an embedded resource, which is jsonb as in PostgREST', async () => {
    const data = await dataOf(
      db
        .from('posts')
        .select('author_id, n:count(), author:authors!posts_author_id_fkey(name)')
        .order('author_id'),
    )
    expect(data).toEqual([
      { author_id: 1, n: 2, author: { name: 'Ann Lee' } },
      { author_id: 2, n: 2, author: { name: 'Bo Kim' } },
      { author_id: 3, n: 1, author: { name: 'Cy Ng' } },
    ])
  })

  it('count=exact counts the rows the filters keep, not the groups (Content-Range and 206 as PostgREST)', async () => {
    const res = await rest(server(), '/posts?select=status,count()&order=status&status=neq.draft', {
      headers: { authorization: `Bearer ${server().keys.serviceRoleKey}`, Prefer: 'count=exact' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('0-1/4')
    expect(await res.json()).toEqual([
      { status: 'published', count: 3 },
      { status: 'archived', count: 1 },
    ])
  })
})

describe('aggregates in a to-one spread are applied by the level above (PostgREST hoists them)', () => {
  it("grouped by the parent's other fields, which include the spread's own plain fields", async () => {
    // Comments of posts 1 (×3) and 2 (Ann Lee's, rated 4.5 and 3.0) and of post 5 (Bo Kim's, unrated).
    const data = await dataOf(
      db
        .from('comments')
        .select('...posts(author_id, rating.sum(), count())')
        .order('posts(author_id)'),
    )
    expect(data).toEqual([
      { author_id: 1, sum: 16.5, count: 4 },
      { author_id: 2, sum: null, count: 1 },
    ])
  })

  it('with aliases and casts before and after; count() counts the rows the spread found, and keys keep the select order', async () => {
    const { data, error } = await db
      .from('posts')
      .select(
        'status, ...authors!posts_editor_id_fkey(edited:count(), id::text.min(), total:id.sum()::text)',
      )
      .order('status')
    expect(error).toBeNull()
    expect(data).toEqual([
      { status: 'draft', edited: 1, min: '1', total: '1' },
      { status: 'published', edited: 2, min: '2', total: '4' },
      { status: 'archived', edited: 0, min: null, total: null },
    ])
    expect(Object.keys(data![0])).toEqual(['status', 'edited', 'min', 'total'])
  })

  it('go up through nested to-one spreads to the top level', async () => {
    const data = await dataOf(
      db
        .from('comments')
        .select('...posts(...authors!posts_author_id_fkey(name, count()))')
        .order('posts(name)'),
    )
    expect(data).toEqual([
      { name: 'Ann Lee', count: 4 },
      { name: 'Bo Kim', count: 1 },
    ])
  })

  it('stop at an embedded array, which aggregates per parent row', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select(
          'name, posts!posts_author_id_fkey(status, ...authors!posts_editor_id_fkey(count()))',
        )
        .order('id')
        .order('status', { referencedTable: 'posts' }),
    )
    expect(data).toEqual([
      { name: 'Ann Lee', posts: [{ count: 1, status: 'published' }] },
      {
        name: 'Bo Kim',
        posts: [
          { count: 1, status: 'draft' },
          { count: 1, status: 'published' },
        ],
      },
      { name: 'Cy Ng', posts: [{ count: 0, status: 'archived' }] },
    ])
  })

  it("work on a function's rows too", async () => {
    const res = await rest(
      server(),
      '/rpc/posts_by_status?s=published&select=...authors!posts_author_id_fkey(name,count())&order=authors(name).desc',
      {
        headers: { authorization: `Bearer ${server().keys.serviceRoleKey}` },
      },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([
      { name: 'Bo Kim', count: 1 },
      { name: 'Ann Lee', count: 2 },
    ])
  })

  it('in a to-many spread, its own or hoisted into it, are 400 PGRST127', async () => {
    const refused = {
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
    }
    const own = await errorOf(
      db.from('authors').select('name, ...posts!posts_author_id_fkey(rating.sum())'),
      400,
    )
    expect(own).toEqual(refused)
    const hoisted = await errorOf(
      db
        .from('authors')
        .select('name, ...posts!posts_author_id_fkey(...authors!posts_editor_id_fkey(count()))'),
      400,
    )
    expect(hoisted).toEqual(refused)
    // Relationship errors anywhere in the select come first, as PostgREST plans the whole tree before refusing.
    const missing = await db
      .from('authors')
      .select('...posts!posts_author_id_fkey(rating.sum()), nothing(id)')
    expect(missing.error?.code).toBe('PGRST200')
  })
})

describe('aggregates, continued', () => {
  it('an unknown function is a parse error', async () => {
    const res = await rest(server(), '/posts?select=rating.median()')
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST100')
  })

  it('turn off again with the setting, which PostgREST checks before refusing a to-many spread', async () => {
    await setAggregates(server(), false)
    expect((await db.from('posts').select('count()')).error?.code).toBe('PGRST123')
    expect(
      (await db.from('posts').select('...authors!posts_author_id_fkey(count())')).error?.code,
    ).toBe('PGRST123')
    expect(
      (await db.from('authors').select('...posts!posts_author_id_fkey(rating.sum())')).error?.code,
    ).toBe('PGRST123')
  })
})
