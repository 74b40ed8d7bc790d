import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { rest, restServerForFile, serviceClient, type RestServer } from './support'

// Aggregates in select, as PostgREST v14 answers them: off unless the authenticator role has
// pgrst.db_aggregates_enabled (then NOTIFY pgrst, 'reload config'), grouped by the other fields.
let db: SupabaseClient
const server = restServerForFile((s) => {
  db = serviceClient(s)
})

async function setAggregates(s: RestServer, on: boolean) {
  await s.db.query(`do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), '${on}'); end $$`)
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
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null })
    await setAggregates(server(), true)
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
    const { data, error } = await db
      .from('posts')
      .select('total:rating.sum(), rating.avg()::int, newest:published_at.max(), rating::int.min()')
      .eq('status', 'published')
    expect(error).toBeNull()
    expect(data).toEqual([{ total: 7.5, avg: 4, newest: '2026-04-01T10:00:00+00:00', min: 3 }])
  })

  it('filters apply before grouping, and a group with no rows still answers one row for a bare aggregate', async () => {
    expect((await db.from('posts').select('rating.sum()').eq('status', 'draft')).data).toEqual([{ sum: null }])
    expect((await db.from('posts').select('author_id, count()').eq('status', 'published').order('author_id')).data).toEqual([
      { author_id: 1, count: 2 },
      { author_id: 2, count: 1 },
    ])
  })

  it('work inside an embedded resource, per parent row', async () => {
    const { data, error } = await db.from('authors').select('name, posts!posts_author_id_fkey(count(), rating.max())').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Ann Lee', posts: [{ count: 2, max: 4.5 }] },
      { name: 'Bo Kim', posts: [{ count: 2, max: null }] },
      { name: 'Cy Ng', posts: [{ count: 1, max: 2.5 }] },
    ])
  })

  it('an unknown function is a parse error', async () => {
    const res = await rest(server(), '/posts?select=rating.median()')
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST100')
  })

  it('turn off again with the setting', async () => {
    await setAggregates(server(), false)
    expect((await db.from('posts').select('count()')).error?.code).toBe('PGRST123')
  })
})
