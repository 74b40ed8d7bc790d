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

const asService = (s: RestServer) => ({ headers: { authorization: `Bearer ${s.keys.serviceRoleKey}` } })

describe('keys of embedded resources', () => {
  it('to-one and to-many objects are in jsonb order; the row and a spread keep the select order', async () => {
    const { data, error } = await db
      .from('posts')
      .select('title, id, writer:authors!posts_author_id_fkey(name, id, created_at, email), comments(body, id, post_id, created_at), ...authors!posts_editor_id_fkey(editor_name:name, editor_email:email)')
      .eq('id', 1)
      .order('id', { referencedTable: 'comments' })
      .single()
    expect(error).toBeNull()
    expect(Object.keys(data!)).toEqual(['title', 'id', 'writer', 'comments', 'editor_name', 'editor_email'])
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
      .select('name, posts!posts_author_id_fkey(title, id, comments(body, id), comments_n:comments(count), ...authors!posts_editor_id_fkey(editor:name))')
      .eq('id', 1)
      .order('id', { referencedTable: 'posts' })
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      name: 'Ann Lee',
      posts: [
        { id: 1, title: 'Hello world', comments: expect.any(Array), comments_n: [{ count: 3 }], editor: 'Bo Kim' },
        { id: 2, title: 'Second thoughts', comments: [{ id: 4, body: 'Hmm' }], comments_n: [{ count: 1 }], editor: null },
      ],
    })
    expect(Object.keys(data!.posts[0])).toEqual(['id', 'title', 'editor', 'comments', 'comments_n'])
    expect(Object.keys(data!.posts[0].comments[0])).toEqual(['id', 'body'])
  })

  it('in a function\'s rows and in the rows a write returns', async () => {
    const called = await db.rpc('posts_by_status', { s: 'draft' }).select('title, id, author:authors!posts_author_id_fkey(name, id)')
    expect(called.error).toBeNull()
    expect(called.data).toEqual([{ title: 'Draft idea', id: 3, author: { id: 2, name: 'Bo Kim' } }])
    expect(Object.keys((called.data as { author: object }[])[0].author)).toEqual(['id', 'name'])
    const written = await db
      .from('comments')
      .insert({ post_id: 4, author_id: 3, body: 'Old but gold', created_at: '2026-05-01T00:00:00Z' })
      .select('body, post:posts(title, id, author:authors!posts_author_id_fkey(name, id))')
      .single()
    expect(written.error).toBeNull()
    expect(written.data).toEqual({ body: 'Old but gold', post: { id: 4, title: 'Archived piece', author: { id: 3, name: 'Cy Ng' } } })
    const post = (written.data as unknown as { post: { author: object } }).post
    expect(Object.keys(post)).toEqual(['id', 'title', 'author'])
    expect(Object.keys(post.author)).toEqual(['id', 'name'])
  })
})

describe('the text of embedded resources', () => {
  it('is what row_to_json(…)::jsonb and json_agg(…)::jsonb write', async () => {
    const res = await rest(server(), '/posts?select=id,author:authors!posts_author_id_fkey(name,id,created_at),comments(body,id)&comments.order=id&id=eq.1', asService(server()))
    expect(res.status).toBe(200)
    const author = await sqlText(server(), `select row_to_json(a.*)::jsonb from (select name, id, created_at from public.authors where id = 1) a`)
    const comments = await sqlText(server(), `select json_agg(c)::jsonb from (select body, id from public.comments where post_id = 1 order by id) c`)
    expect(author).toBe('{"id": 1, "name": "Ann Lee", "created_at": "2026-01-01T00:00:00+00:00"}')
    const body = await res.text()
    expect(body).toContain(`"author" : ${author}`)
    expect(body).toContain(`"comments" : ${comments}`)
  })

  it('keeps the last of a repeated key, as jsonb does', async () => {
    const res = await rest(server(), '/posts?select=id,author:authors!posts_author_id_fkey(name,name:email)&id=eq.1', asService(server()))
    const repeated = await sqlText(server(), `select row_to_json(a.*)::jsonb from (select name, email as name from public.authors where id = 1) a`)
    expect(repeated).toBe('{"name": "ann@example.com"}')
    expect(await res.text()).toContain(`"author" : ${repeated}`)
  })

  it('is the same jsonb text in CSV', async () => {
    const res = await rest(server(), '/posts?select=id,author:authors!posts_author_id_fkey(name,id)&id=eq.2', { headers: { ...asService(server()).headers, accept: 'text/csv' } })
    expect(await res.text()).toBe('id,author\n2,"{""id"": 1, ""name"": ""Ann Lee""}"')
  })
})
