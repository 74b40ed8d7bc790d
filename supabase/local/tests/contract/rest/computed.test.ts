import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { dataOf, restServerForFile, serviceClient } from './support'

// Functions of a table's row, as PostgREST serves them: a computed field is selected, filtered
// and ordered by name but is not part of `*`; a computed relationship is embedded by name.
let db: SupabaseClient
restServerForFile((s) => {
  db = serviceClient(s)
})

describe('computed fields', () => {
  it('are selected by name, filtered and ordered, and left out of *', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select('id, display_name')
        .like('display_name', '*<*')
        .order('display_name', { ascending: false }),
    )
    expect(data).toEqual([
      { id: 2, display_name: 'Bo Kim <bo@example.com>' },
      { id: 1, display_name: 'Ann Lee <ann@example.com>' },
    ])
    const star = await db.from('authors').select('*').eq('id', 3).single()
    expect(Object.keys(star.data ?? {})).not.toContain('display_name')
  })
})

describe('computed relationships', () => {
  it('a set-returning function embeds as an array, a single-row one as an object, with filters inside', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select('id, published_posts(id), first_post(title)')
        .eq('published_posts.id', 2)
        .order('id'),
    )
    expect(data).toEqual([
      { id: 1, published_posts: [{ id: 2 }], first_post: { title: 'Hello world' } },
      { id: 2, published_posts: [], first_post: { title: 'Draft idea' } },
      { id: 3, published_posts: [], first_post: { title: 'Archived piece' } },
    ])
  })

  it('a set-returning function declared rows 1 embeds as one object, or null', async () => {
    const data = await dataOf(
      db.from('authors').select('id, latest_published_post(title)').order('id'),
    )
    expect(data).toEqual([
      { id: 1, latest_published_post: { title: 'Second thoughts' } },
      { id: 2, latest_published_post: { title: 'Cats & dogs' } },
      { id: 3, latest_published_post: null },
    ])
  })
})
