import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { rest, restServerForFile, serviceClient, type RestServer } from './support'

// PostgREST v12+ builds an embedded object as `row_to_json(<lateral>.*)::jsonb` and an embedded
// array as `json_agg(<lateral>)::jsonb`: inside embedded resources keys come in jsonb's order
// (shorter keys first, then bytewise), with jsonb's spacing, and a repeated key keeps its last
// value; the top-level row keeps the select order, and a spread's fields are the parent's columns.
let db: SupabaseClient
const server = restServerForFile((s) => {
  db = serviceClient(s)
})

/** The text PostgreSQL gives for a query's one value: what PostgREST's own SQL would answer. */
async function sqlText(s: RestServer, sql: string): Promise<string> {
  return (await s.db.query<{ t: string }>(`select (${sql})::text as t`)).rows[0].t
}

const asService = (s: RestServer) => ({
  headers: { authorization: `Bearer ${s.keys.serviceRoleKey}` },
})

describe('keys of embedded resources', () => {
  it('to-one and to-many objects are in jsonb order; the row and a spread keep the select order', async () => {
    const { data, error } = await db
      .from('posts')
      .select(
        'title, id, writer:authors!posts_author_id_fkey(name, id, created_at, email), comments(body, id, post_id, created_at), ...authors!posts_editor_id_fkey(editor_name:name, editor_email:email)',
      )
      .eq('id', 1)
      .order('id', { referencedTable: 'comments' })
      .single()
    expect(error).toBeNull()
    expect(Object.keys(data!)).toEqual([
      'title',
      'id',
      'writer',
      'comments',
      'editor_name',
      'editor_email',
    ])
    expect(Object.keys(data!.writer)).toEqual(['id', 'name', 'email', 'created_at'])
    expect(data!.comments.map((c: object) => Object.keys(c))).toEqual([
      ['id', 'body', 'post_id', 'created_at'],
      ['id', 'body', 'post_id', 'created_at'],
      ['id', 'body', 'post_id', 'created_at'],
    ])
    expect(data!.editor_name).toBe('Bo Kim')
  })

  it('at every depth, in count embeds, and in what a spread inside an embed brings', async () => {
    const { data, error } = await db
      .from('authors')
      .select(
        'name, posts!posts_author_id_fkey(title, id, comments(body, id), comments_n:comments(count), ...authors!posts_editor_id_fkey(editor:name))',
      )
      .eq('id', 1)
      .order('id', { referencedTable: 'posts' })
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      name: 'Ann Lee',
      posts: [
        {
          id: 1,
          title: 'Hello world',
          comments: expect.any(Array),
          comments_n: [{ count: 3 }],
          editor: 'Bo Kim',
        },
        {
          id: 2,
          title: 'Second thoughts',
          comments: [{ id: 4, body: 'Hmm' }],
          comments_n: [{ count: 1 }],
          editor: null,
        },
      ],
    })
    expect(Object.keys(data!.posts[0])).toEqual(['id', 'title', 'editor', 'comments', 'comments_n'])
    expect(Object.keys(data!.posts[0].comments[0])).toEqual(['id', 'body'])
  })

  it("in a function's rows and in the rows a write returns", async () => {
    const called = await db
      .rpc('posts_by_status', { s: 'draft' })
      .select('title, id, author:authors!posts_author_id_fkey(name, id)')
    expect(called.error).toBeNull()
    expect(called.data).toEqual([{ title: 'Draft idea', id: 3, author: { id: 2, name: 'Bo Kim' } }])
    expect(Object.keys((called.data as { author: object }[])[0].author)).toEqual(['id', 'name'])
    const written = await db
      .from('comments')
      .insert({
        post_id: 4,
        author_id: 3,
        body: 'Old but gold',
        created_at: '2026-05-01T00:00:00Z',
      })
      .select('body, post:posts(title, id, author:authors!posts_author_id_fkey(name, id))')
      .single()
    expect(written.error).toBeNull()
    expect(written.data).toEqual({
      body: 'Old but gold',
      post: { id: 4, title: 'Archived piece', author: { id: 3, name: 'Cy Ng' } },
    })
    const post = (written.data as unknown as { post: { author: object } }).post
    expect(Object.keys(post)).toEqual(['id', 'title', 'author'])
    expect(Object.keys(post.author)).toEqual(['id', 'name'])
  })
})

describe('the body text', () => {
  it("is what PostgREST's SQL writes: json_agg over the rows, row_to_json(…)::jsonb and json_agg(…)::jsonb inside", async () => {
    const res = await rest(
      server(),
      '/posts?select=id,author:authors!posts_author_id_fkey(name,id,created_at),comments(body,id)&comments.order=id&id=in.(1,2)&order=id',
      asService(server()),
    )
    expect(res.status).toBe(200)
    const expected = await sqlText(
      server(),
      `
      select coalesce(json_agg(_postgrest_t), '[]') from (
        select p.id, row_to_json(a.*)::jsonb as author, coalesce(c.c, '[]') as comments
        from public.posts p
        left join lateral (select name, id, created_at from public.authors where authors.id = p.author_id) a on true
        left join lateral (select json_agg(c)::jsonb as c from (select body, id from public.comments where post_id = p.id order by id) c) c on true
        where p.id in (1, 2) order by p.id) _postgrest_t`,
    )
    expect(expected).toContain(
      '"author":{"id": 1, "name": "Ann Lee", "created_at": "2026-01-01T00:00:00+00:00"}',
    )
    expect(await res.text()).toBe(expected)
  })

  it('keeps the last of a repeated key inside an embed, and both at the top level', async () => {
    const res = await rest(
      server(),
      '/posts?select=id,id,author:authors!posts_author_id_fkey(name,name:email)&id=eq.1',
      asService(server()),
    )
    const expected = await sqlText(
      server(),
      `
      select json_agg(_postgrest_t) from (
        select p.id, p.id, row_to_json(a.*)::jsonb as author from public.posts p
        left join lateral (select name, email as name from public.authors where authors.id = p.author_id) a on true
        where p.id = 1) _postgrest_t`,
    )
    expect(expected).toBe('[{"id":1,"id":1,"author":{"name": "ann@example.com"}}]')
    expect(await res.text()).toBe(expected)
  })

  it("of a single object is the row's text", async () => {
    const res = await rest(
      server(),
      '/posts?select=title,author:authors!posts_author_id_fkey(name,id)&id=eq.3',
      {
        headers: { ...asService(server()).headers, accept: 'application/vnd.pgrst.object+json' },
      },
    )
    expect(await res.text()).toBe('{"title":"Draft idea","author":{"id": 2, "name": "Bo Kim"}}')
  })

  it('keeps the select order of a row wider than one json_build_object (100 arguments)', async () => {
    const { data, error } = await db.from('wide').select('*').eq('id', 1).single()
    expect(error).toBeNull()
    const columns = (
      await server().db.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = 'public.wide'::regclass and attnum > 0 and not attisdropped order by attnum`,
      )
    ).rows.map((r) => r.name)
    expect(columns).toHaveLength(61)
    expect(Object.keys(data!)).toEqual(columns)
  })

  it('is the same jsonb text in CSV', async () => {
    const res = await rest(
      server(),
      '/posts?select=id,author:authors!posts_author_id_fkey(name,id)&id=eq.2',
      { headers: { ...asService(server()).headers, accept: 'text/csv' } },
    )
    expect(await res.text()).toBe('id,author\n2,"{""id"": 1, ""name"": ""Ann Lee""}"')
  })
})
