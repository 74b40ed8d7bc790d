import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { dataOf, anonClient, rest, restServerForFile } from './support'

let db: SupabaseClient
const server = restServerForFile((s) => (db = anonClient(s)))

const ids = (rows: { id: number }[] | null) => rows?.map((r) => r.id)
const postIds = () => db.from('posts').select('id').order('id')
type PostIds = ReturnType<typeof postIds>

describe('select lists', () => {
  it('selects columns with aliases, casts and json paths', async () => {
    const data = await dataOf(
      db
        .from('posts')
        .select('id, headline:title, rating::text, kind:meta->>kind, meta->words, meta->nested->a')
        .eq('id', 1)
        .single(),
    )
    expect(data).toEqual({
      id: 1,
      headline: 'Hello world',
      rating: '4.5',
      kind: 'note',
      words: 2,
      a: 1,
    })
  })

  it('returns every column for * with enum, array, jsonb and timestamptz values', async () => {
    const { data } = await db.from('posts').select('*').eq('id', 2).single()
    expect(data).toMatchObject({
      id: 2,
      status: 'published',
      tags: ['news'],
      meta: { kind: 'essay', words: 900 },
      rating: 3.0,
      published_at: '2026-03-01T10:00:00+00:00',
      author_id: 1,
      editor_id: null,
    })
  })

  it('reads a view', async () => {
    const { data } = await db.from('published_posts').select('id, title').order('id')
    expect(ids(data)).toEqual([1, 2, 5])
  })
})

describe('filters', () => {
  const cases: [string, (q: PostIds) => PostIds, number[]][] = [
    ['eq', (q) => q.eq('status', 'draft'), [3]],
    ['neq', (q) => q.neq('status', 'published'), [3, 4]],
    ['gt/gte/lt/lte', (q) => q.gt('id', 1).gte('rating', 2.5).lt('id', 5).lte('rating', 3), [2, 4]],
    ['like with *', (q) => q.like('title', '*ou*'), [2]],
    ['ilike', (q) => q.ilike('title', 'hello%'), [1]],
    ['is null', (q) => q.is('body', null), [3]],
    ['not is null', (q) => q.not('editor_id', 'is', null), [1, 3, 5]],
    ['in with quoted values', (q) => q.in('title', ['Cats & dogs', 'Draft idea', 'a,b']), [3, 5]],
    ['contains (array)', (q) => q.contains('tags', ['news', 'intro']), [1]],
    ['containedBy (array)', (q) => q.containedBy('tags', ['news', 'old', 'pets']), [2, 3, 4, 5]],
    ['contains (jsonb)', (q) => q.contains('meta', { kind: 'note' }), [1, 4]],
    ['overlaps', (q) => q.overlaps('tags', ['pets', 'old']), [4, 5]],
    ['json path filter', (q) => q.eq('meta->>kind', 'essay'), [2]],
    ['full text search', (q) => q.textSearch('body', "'cat' & 'dog'", { config: 'english' }), [5]],
    [
      'websearch',
      (q) => q.textSearch('body', 'cat dog', { type: 'websearch', config: 'english' }),
      [5],
    ],
    ['or', (q) => q.or('id.eq.1,status.eq.draft'), [1, 3]],
    ['nested and inside or', (q) => q.or('id.eq.4,and(status.eq.published,rating.gte.4)'), [1, 4]],
    ['not.and inside or', (q) => q.or('not.and(id.gte.1,id.lte.2)').lte('id', 4), [3, 4]],
    ['match', (q) => q.match({ status: 'published', author_id: 2 }), [5]],
    ['filter() with in', (q) => q.filter('id', 'in', '(2,4)'), [2, 4]],
    ['enum in list', (q) => q.in('status', ['archived', 'draft']), [3, 4]],
  ]
  for (const [name, apply, expected] of cases) {
    it(name, async () => {
      const { data, error } = await apply(postIds())
      expect(error).toBeNull()
      expect(ids(data)).toEqual(expected)
    })
  }
})

it('negates a whole logic tree with not.or=', async () => {
  const res = await rest(server(), '/posts?select=id&not.or=(id.eq.1,id.eq.2)&id=lte.4&order=id')
  expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }])
})

describe('order, limit, offset, count', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await db
      .from('posts')
      .select('id')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id')
    expect(ids(data)).toEqual([3, 5, 1, 2, 4])
    const { data: last } = await db
      .from('posts')
      .select('id')
      .order('editor_id', { nullsFirst: false })
      .order('id', { ascending: false })
    expect(ids(last)).toEqual([3, 5, 1, 4, 2])
  })

  it('pages with range and reports Content-Range, 206 and the exact count', async () => {
    const { data, count, status } = await db
      .from('posts')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2)
    expect(ids(data)).toEqual([2, 3])
    expect(count).toBe(5)
    expect(status).toBe(206)
    const res = await rest(server(), '/posts?select=id&order=id&limit=2&offset=1', {
      headers: { Prefer: 'count=exact' },
    })
    expect(res.headers.get('content-range')).toBe('1-2/5')
    const all = await rest(server(), '/posts?select=id')
    expect(all.status).toBe(200)
    expect(all.headers.get('content-range')).toBe('0-4/*')
    const none = await rest(server(), '/posts?select=id&id=eq.999', {
      headers: { Prefer: 'count=exact' },
    })
    expect(none.headers.get('content-range')).toBe('*/0')
  })

  it('accepts planned and estimated counts and HEAD', async () => {
    // planned is the planner's guess (the table has not been analysed here); estimated is exact
    // while that guess is within max_rows (100 in this fixture), the guess beyond it.
    const planned = (await db.from('posts').select('*', { count: 'planned' })).count!
    expect(planned).toBeGreaterThan(0)
    expect((await db.from('posts').select('*', { count: 'estimated' })).count).toBe(
      planned > 100 ? planned : 5,
    )
    const head = await db
      .from('posts')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'published')
    expect(head).toMatchObject({ data: null, count: 3, error: null })
  })

  it('answers 416 for an offset past the end', async () => {
    const res = await rest(server(), '/posts?select=id&offset=10', {
      headers: { Prefer: 'count=exact' },
    })
    expect(res.status).toBe(416)
    expect(await res.json()).toMatchObject({ code: 'PGRST103' })
    expect(res.headers.get('content-range')).toBe('*/5')
  })

  it('caps reads at max_rows and honours a Range header', async () => {
    const res = await rest(server(), '/rpc/numbers?upto=500')
    expect(((await res.json()) as number[]).length).toBe(100)
    const ranged = await rest(server(), '/posts?select=id&order=id', { headers: { Range: '1-2' } })
    expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }])
  })

  it('answers single objects and CSV', async () => {
    const one = await rest(server(), '/authors?select=id,name&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(one.headers.get('content-type')).toContain('application/vnd.pgrst.object+json')
    expect(await one.json()).toEqual({ id: 1, name: 'Ann Lee' })
    const { data } = await db.from('authors').select('id,name,email').order('id').csv()
    expect(data).toBe(
      'id,name,email\n1,"Ann Lee",ann@example.com\n2,"Bo Kim",bo@example.com\n3,"Cy Ng",',
    )
    const maybe = await db.from('authors').select('id').eq('id', 999).maybeSingle()
    expect(maybe).toMatchObject({ data: null, error: null })
  })
})

describe('embedding', () => {
  it('embeds many-to-one as an object and one-to-many as an array, by FK column or constraint hint', async () => {
    const { data, error } = await db
      .from('posts')
      .select(
        'id, author:authors!author_id(name), editor:authors!posts_editor_id_fkey(name), comments(body)',
      )
      .in('id', [2, 3])
      .order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 2, author: { name: 'Ann Lee' }, editor: null, comments: [{ body: 'Hmm' }] },
      { id: 3, author: { name: 'Bo Kim' }, editor: { name: 'Ann Lee' }, comments: [] },
    ])
  })

  it('embeds one-to-one as an object, many-to-many as an array, and nests levels', async () => {
    const { data } = await db
      .from('authors')
      .select(
        'name, author_bios(bio), posts!author_id(title, tags(name), comments(body, authors(name)))',
      )
      .eq('id', 1)
      .order('id', { referencedTable: 'posts' })
      .single()
    expect(data).toEqual({
      name: 'Ann Lee',
      author_bios: { bio: 'Writes about tests.' },
      posts: [
        {
          title: 'Hello world',
          tags: [{ name: 'typescript' }, { name: 'postgres' }],
          comments: [
            { body: 'Nice!', authors: { name: 'Bo Kim' } },
            { body: 'Agreed', authors: { name: 'Cy Ng' } },
            { body: 'Anonymous hello', authors: null },
          ],
        },
        {
          title: 'Second thoughts',
          tags: [{ name: 'postgres' }],
          comments: [{ body: 'Hmm', authors: { name: 'Bo Kim' } }],
        },
      ],
    })
  })

  it('filters, orders and limits embedded resources without dropping parents', async () => {
    const { data } = await db
      .from('posts')
      .select('id, comments(body)')
      .in('id', [1, 2])
      .order('id')
      .order('created_at', { referencedTable: 'comments', ascending: false })
      .limit(2, { referencedTable: 'comments' })
      .neq('comments.body', 'Agreed')
    expect(data).toEqual([
      { id: 1, comments: [{ body: 'Anonymous hello' }, { body: 'Nice!' }] },
      { id: 2, comments: [{ body: 'Hmm' }] },
    ])
    const { data: orData } = await db
      .from('posts')
      .select('id, comments(body)')
      .eq('id', 1)
      .or('body.eq.Nice!,body.eq.Agreed', { referencedTable: 'comments' })
    expect(orData?.[0].comments).toHaveLength(2)
  })

  it('!inner drops parents without matches; rel=is.null keeps only those without', async () => {
    const { data } = await db
      .from('posts')
      .select('id, comments!inner(body)')
      .eq('comments.body', 'Cute')
    expect(data).toEqual([{ id: 5, comments: [{ body: 'Cute' }] }])
    const { data: none } = await db
      .from('posts')
      .select('id, comments()')
      .is('comments', null)
      .order('id')
    expect(ids(none)).toEqual([3, 4])
    const { data: left } = await db
      .from('posts')
      .select('id, comments!left(body)')
      .eq('comments.body', 'Hmm')
      .order('id')
    expect(left?.map((p) => p.comments)).toEqual([[], [{ body: 'Hmm' }], [], [], []])
    const res = await rest(
      server(),
      '/posts?select=id,author:authors!author_id!left(name)&author.name=eq.Bo+Kim&order=id',
    )
    expect(((await res.json()) as { author: unknown }[]).map((p) => p.author)).toEqual([
      null,
      null,
      { name: 'Bo Kim' },
      null,
      { name: 'Bo Kim' },
    ])
  })

  it('counts related rows, spreads a to-one resource and orders by it', async () => {
    const { data } = await db.from('authors').select('id, posts!author_id(count)').order('id')
    expect(data).toEqual([
      { id: 1, posts: [{ count: 2 }] },
      { id: 2, posts: [{ count: 2 }] },
      { id: 3, posts: [{ count: 1 }] },
    ])
    const { data: spread } = await db
      .from('posts')
      .select('id, ...authors!author_id(author_name:name)')
      .eq('id', 3)
      .single()
    expect(spread).toEqual({ id: 3, author_name: 'Bo Kim' })
    const res = await rest(
      server(),
      '/posts?select=id,author:authors!author_id(name)&order=author(name).desc,id.asc',
    )
    expect(ids((await res.json()) as { id: number }[])).toEqual([4, 3, 5, 1, 2])
  })
})
