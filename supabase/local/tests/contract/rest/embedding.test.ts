import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { dataOf, errorOf, restServerForFile, serviceClient } from './support'

// How an embed finds its relationship, as PostgREST v14's findRel does: by table, by foreign-key
// constraint name or column, hints, a table that references itself, and what an ambiguous or
// empty embed answers.
let db: SupabaseClient
restServerForFile((s) => {
  db = serviceClient(s)
})

describe('the target of an embed', () => {
  it('may be a foreign key constraint, from either side', async () => {
    const data = await dataOf(
      db.from('posts').select('id, writer:posts_author_id_fkey(name)').eq('id', 3).single(),
    )
    expect(data).toEqual({ id: 3, writer: { name: 'Bo Kim' } })
    const back = await dataOf(
      db.from('authors').select('id, edited:posts_editor_id_fkey(id)').eq('id', 1).single(),
    )
    expect(back).toEqual({ id: 1, edited: [{ id: 3 }] })
  })

  it('may be the foreign key column on the parent', async () => {
    const { data } = await db.from('posts').select('id, editor_id(name)').eq('id', 1).single()
    expect(data).toEqual({ id: 1, editor_id: { name: 'Bo Kim' } })
  })
})

describe('a table that references itself', () => {
  it('its name means the children, its column the parent', async () => {
    const data = await dataOf(
      db.from('family').select('name, children:family(name), parent_id(name)').eq('id', 2).single(),
    )
    expect(data).toEqual({
      name: 'Mum',
      children: [{ name: 'Kid' }],
      parent_id: { name: 'Grandma' },
    })
  })

  it('a hint naming the column on the other side picks the children; a constraint hint finds nothing (PGRST200)', async () => {
    const hinted = await dataOf(
      db.from('family').select('name, kids:family!parent_id(name)').eq('id', 1).single(),
    )
    expect(hinted).toEqual({ name: 'Grandma', kids: [{ name: 'Mum' }] })
    const byConstraint = await errorOf(
      db.from('family').select('name, family!family_parent_id_fkey(name)'),
      400,
    )
    expect(byConstraint).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'family' and 'family' using the hint 'family_parent_id_fkey' in the schema 'public', but no matches were found.",
    })
  })
})

describe('ambiguous and empty embeds', () => {
  it('PGRST201 lists the candidates as PostgREST does, with hints naming the target table', async () => {
    const error = await errorOf(db.from('posts').select('id, authors(name)'), 300)
    expect(error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'posts' and 'authors'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'posts with authors',
          relationship: 'posts_author_id_fkey using posts(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'posts with authors',
          relationship: 'posts_editor_id_fkey using posts(editor_id) and authors(id)',
        },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    })
  })

  it('an embed that selects nothing is left out of the row, and still filters with !inner', async () => {
    const { data, error } = await db.from('posts').select('id, comments!inner()').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 5 }])
  })
})

describe('nulls=stripped', () => {
  it('leaves out fields whose value is null, at any depth, for arrays and single objects (supabase-js stripNulls())', async () => {
    const data = await dataOf(
      db
        .from('posts')
        .select('id, body, rating, editor:authors!posts_editor_id_fkey(name, email)')
        .in('id', [3, 4])
        .order('id')
        .stripNulls(),
    )
    expect(data).toEqual([
      { id: 3, editor: { name: 'Ann Lee', email: 'ann@example.com' } },
      { id: 4, body: 'old', rating: 2.5 },
    ])
    const one = await db.from('authors').select('id, email').eq('id', 3).single().stripNulls()
    expect(one.data).toEqual({ id: 3 })
  })
})

describe('spread', () => {
  it('spreading a to-many resource gives each field as an array, ordered and filtered inside', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select('name, ...posts!posts_author_id_fkey(title, rating)')
        .order('id')
        .order('id', { referencedTable: 'posts' }),
    )
    expect(data).toEqual([
      { name: 'Ann Lee', title: ['Hello world', 'Second thoughts'], rating: [4.5, 3] },
      { name: 'Bo Kim', title: ['Draft idea', 'Cats & dogs'], rating: [null, null] },
      { name: 'Cy Ng', title: ['Archived piece'], rating: [2.5] },
    ])
    const none = await db
      .from('authors')
      .select('name, ...posts!posts_editor_id_fkey(title)')
      .eq('id', 3)
      .single()
    expect(none.data).toEqual({ name: 'Cy Ng', title: [] })
  })
})

describe('the same resource embedded twice under one name', () => {
  // PostgREST names each embed's lateral join after the parent, the embed's name and its depth,
  // so PostgreSQL itself refuses the second one.
  const clash = (name: string) => ({
    code: '42712',
    details: null,
    hint: null,
    message: `table name "${name}" specified more than once`,
  })

  it('is PostgreSQL 42712 naming the lateral join, with or without hints, at any depth', async () => {
    const plain = await db.from('posts').select('id, comments(id), comments(body)')
    expect(plain.status).toBe(400)
    expect(plain.data).toBeNull()
    expect(plain.error).toEqual(clash('posts_comments_1'))
    const hinted = await errorOf(
      db
        .from('posts')
        .select('id, authors!posts_author_id_fkey(name), authors!posts_editor_id_fkey(name)'),
      400,
    )
    expect(hinted).toEqual(clash('posts_authors_1'))
    const nested = await errorOf(
      db.from('authors').select('id, posts!posts_author_id_fkey(id, comments(id), comments(id))'),
      400,
    )
    expect(nested).toEqual(clash('posts_comments_2'))
    const spread = await db
      .from('posts')
      .select('id, ...authors!posts_author_id_fkey(name), ...authors!posts_editor_id_fkey(email)')
    expect(spread.error).toEqual(clash('posts_authors_1'))
  })

  it('an alias for the name it clashes with names the clash; distinct aliases work', async () => {
    const renamed = await db.from('posts').select('id, comments(id), comments:post_tags(tag_id)')
    expect(renamed.error).toEqual(clash('posts_comments_1'))
    const { data, error } = await db
      .from('posts')
      .select(
        'id, writer:authors!posts_author_id_fkey(name), editor:authors!posts_editor_id_fkey(name)',
      )
      .eq('id', 3)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: 3, writer: { name: 'Bo Kim' }, editor: { name: 'Ann Lee' } })
  })

  it('comes after the errors PostgREST finds while planning, and only where the select is run', async () => {
    const missing = await db.from('posts').select('id, comments(id), comments(id), nothing(id)')
    expect(missing.status).toBe(400)
    expect(missing.error?.code).toBe('PGRST200')
    const inserted = await db
      .from('tags')
      .insert({ id: 900, name: 'twice' })
      .select('id, post_tags(post_id), post_tags(post_id)')
    expect(inserted.error).toEqual(clash('tags_post_tags_1'))
    const written = await db.from('tags').select('id').eq('id', 900)
    expect(written.data).toEqual([])
  })
})

// supabase/local cuts a table's page before building its embeds when nothing about the page
// depends on them; these pages must come out as PostgREST's own query gives them.
describe('a page of rows with embeds', () => {
  it('is the page of the ordered, filtered rows, with each row’s own embeds and the total', async () => {
    const byTitle = await db
      .from('posts')
      .select('id, comments(count), author:authors!posts_author_id_fkey(name)', { count: 'exact' })
      .order('title')
      .range(1, 2)
    expect(byTitle.error).toBeNull()
    expect(byTitle.count).toBe(5)
    expect(byTitle.data).toEqual([
      { id: 5, comments: [{ count: 1 }], author: { name: 'Bo Kim' } },
      { id: 3, comments: [{ count: 0 }], author: { name: 'Bo Kim' } },
    ])
    const published = await dataOf(
      db
        .from('posts')
        .select('id, comments(body)')
        .eq('status', 'published')
        .order('published_at', { ascending: false })
        .order('created_at', { referencedTable: 'comments' })
        .range(1, 2),
    )
    expect(published).toEqual([
      { id: 2, comments: [{ body: 'Hmm' }] },
      { id: 1, comments: [{ body: 'Nice!' }, { body: 'Agreed' }, { body: 'Anonymous hello' }] },
    ])
  })

  it('is cut after an !inner embed has filtered the rows', async () => {
    const { data, error } = await db
      .from('posts')
      .select('id, comments!inner(body)')
      .order('id', { ascending: false })
      .limit(2)
    expect(error).toBeNull()
    expect(data?.map((p) => p.id)).toEqual([5, 2])
  })

  it('is cut after ordering by an embedded column', async () => {
    const data = await dataOf(
      db
        .from('posts')
        .select('id, author:authors!posts_author_id_fkey(name)')
        .order('author(name)', { ascending: false })
        .order('id')
        .limit(2),
    )
    expect(data).toEqual([
      { id: 4, author: { name: 'Cy Ng' } },
      { id: 3, author: { name: 'Bo Kim' } },
    ])
  })
})

describe('a page of a table that others inherit from', () => {
  it('holds the page’s rows only, its children’s rows included in order', async () => {
    const data = await dataOf(
      db.from('books').select('id, shelf:shelves(label)').order('id').range(1, 2),
    )
    expect(data).toEqual([
      { id: 2, shelf: { label: 'Top' } },
      { id: 10, shelf: { label: 'Top' } },
    ])
  })
})
