import { describe, expect, it } from 'vitest'
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { ALICE, BOB, client, Inbox, subscribed, ownRealtimeServer, userToken } from './support'

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

const rt = ownRealtimeServer()
let nextId = 1000

const sql = (text: string, params: unknown[] = []) => rt.server.db.query(text, params)

/** A channel listening to `table` with `event` (and `filter`), as supabase-js sets one up. */
async function listen(opts: {
  table: string
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  filter?: string
  token?: string
  vsn?: '1.0.0' | '2.0.0'
}) {
  const sb = await client(rt.server, { token: opts.token, vsn: opts.vsn })
  const inbox = new Inbox<Change>()
  const channel = sb.channel(`changes-${nextId++}`).on(
    'postgres_changes' as never,
    {
      event: opts.event ?? '*',
      schema: 'public',
      table: opts.table,
      ...(opts.filter ? { filter: opts.filter } : {}),
    },
    inbox.push as never,
  )
  await subscribed(channel)
  return inbox
}

describe('postgres_changes events', () => {
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    it(`delivers INSERT, UPDATE and DELETE with record, old_record and typed columns (vsn ${vsn})`, async () => {
      const all = await listen({ table: 'items', vsn })
      const inserts = await listen({ table: 'items', event: 'INSERT', vsn })
      const updates = await listen({ table: 'items', event: 'UPDATE', vsn })
      const deletes = await listen({ table: 'items', event: 'DELETE', vsn })
      const id = nextId++
      await sql(`insert into items (id, label, qty, kind) values ($1, 'pen', 2, 'office')`, [id])
      await sql(`update items set qty = 3 where id = $1`, [id])
      await sql(`delete from items where id = $1`, [id])

      await all.count(3)
      expect(all.items.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE'])
      const [insert] = await inserts.count(1)
      expect(insert).toMatchObject({
        schema: 'public',
        table: 'items',
        eventType: 'INSERT',
        old: {},
        errors: null,
      })
      // Column types convert values: qty is an int4, so a number.
      expect(insert.new).toEqual({ id, label: 'pen', qty: 2, kind: 'office' })
      expect(Number.isNaN(Date.parse(insert.commit_timestamp))).toBe(false)
      const [update] = await updates.count(1)
      expect(update.new).toEqual({ id, label: 'pen', qty: 3, kind: 'office' })
      // Default replica identity: the old row is its primary key only.
      expect(update.old).toEqual({ id })
      const [del] = await deletes.count(1)
      expect(del.eventType).toBe('DELETE')
      expect(del.new).toEqual({})
      expect(del.old).toEqual({ id })
      expect(inserts.items).toHaveLength(1)
      expect(updates.items).toHaveLength(1)
    })
  }

  it('gives the whole old row with REPLICA IDENTITY FULL', async () => {
    const inbox = await listen({ table: 'items_full' })
    const id = nextId++
    await sql(`insert into items_full (id, label, qty) values ($1, 'cup', 1)`, [id])
    await sql(`update items_full set qty = 5 where id = $1`, [id])
    await sql(`delete from items_full where id = $1`, [id])
    const [, update, del] = await inbox.count(3)
    expect(update.old).toEqual({ id, label: 'cup', qty: 1 })
    expect(update.new).toEqual({ id, label: 'cup', qty: 5 })
    expect(del.old).toEqual({ id, label: 'cup', qty: 5 })
  })
})

describe('postgres_changes filters', () => {
  const cases: [string, (qty: number) => boolean][] = [
    ['qty=eq.5', (q) => q === 5],
    ['qty=neq.5', (q) => q !== 5],
    ['qty=lt.5', (q) => q < 5],
    ['qty=lte.5', (q) => q <= 5],
    ['qty=gt.5', (q) => q > 5],
    ['qty=gte.5', (q) => q >= 5],
    ['qty=in.(3,7)', (q) => q === 3 || q === 7],
  ]
  it('applies eq, neq, lt, lte, gt, gte and in to each change', async () => {
    const inboxes = await Promise.all(
      cases.map(([filter]) => listen({ table: 'items', event: 'INSERT', filter })),
    )
    const everything = await listen({ table: 'items', event: 'INSERT' })
    const base = nextId
    nextId += 10
    for (const qty of [3, 4, 5, 6, 7]) {
      await sql(`insert into items (id, label, qty) values ($1, 'f', $2)`, [base + qty, qty])
    }
    // Changes are delivered in commit order: once the last insert reached the unfiltered
    // channel, the filtered ones have received everything meant for them.
    await everything.until((items) => items.some((c) => (c.new as { qty: number }).qty === 7))
    await Promise.all(
      inboxes.map((inbox, i) => inbox.count([3, 4, 5, 6, 7].filter(cases[i][1]).length)),
    )
    await new Promise((r) => setTimeout(r, 200))
    cases.forEach(([filter, want], i) => {
      const got = inboxes[i].items.map((c) => (c.new as { qty: number }).qty)
      expect(got, filter).toEqual([3, 4, 5, 6, 7].filter(want))
    })
  })

  it('matches text values, including quoted ones in in.()', async () => {
    const eq = await listen({ table: 'items', event: 'INSERT', filter: 'kind=eq.tool' })
    const inList = await listen({
      table: 'items',
      event: 'INSERT',
      filter: 'kind=in.("big box",tool)',
    })
    const base = nextId
    nextId += 5
    await sql(
      `insert into items (id, label, kind) values ($1, 'a', 'tool'), ($2, 'b', 'big box'), ($3, 'c', 'other')`,
      [base, base + 1, base + 2],
    )
    await inList.count(2)
    await eq.count(1)
    expect(inList.items.map((c) => (c.new as { kind: string }).kind).sort()).toEqual([
      'big box',
      'tool',
    ])
    expect(eq.items.map((c) => (c.new as { kind: string }).kind)).toEqual(['tool'])
  })
})

describe('postgres_changes filters on DELETE', () => {
  it('hold back a DELETE whose old record lacks the filtered column, as hosted Realtime fails closed', async () => {
    // items has the default replica identity: a DELETE's old record is its primary key only.
    const id = nextId++
    const onQty = await listen({ table: 'items', event: 'DELETE', filter: 'qty=eq.5' })
    const onId = await listen({ table: 'items', event: 'DELETE', filter: `id=eq.${id}` })
    // items_full keeps the whole old row, so a filter on any column decides.
    const fullId = nextId++
    const fullMatch = await listen({ table: 'items_full', event: 'DELETE', filter: 'qty=eq.5' })
    const fullOther = await listen({ table: 'items_full', event: 'DELETE', filter: 'qty=eq.6' })
    const fullAll = await listen({ table: 'items_full', event: 'DELETE' })
    await sql(`insert into items (id, label, qty) values ($1, 'gone', 5)`, [id])
    await sql(`insert into items_full (id, label, qty) values ($1, 'gone', 5)`, [fullId])
    await sql(`delete from items where id = $1`, [id])
    await sql(`delete from items_full where id = $1`, [fullId])
    const [byId] = await onId.count(1)
    expect(byId.old).toEqual({ id })
    const [full] = await fullMatch.count(1)
    expect(full.old).toEqual({ id: fullId, label: 'gone', qty: 5 })
    // Delivered in commit order: the last DELETE has reached its channels, so everything
    // meant for the others has been sent; a short wait lets it arrive over their sockets.
    await fullAll.count(1)
    await new Promise((r) => setTimeout(r, 200))
    expect(onQty.items).toEqual([])
    expect(fullOther.items).toEqual([])
  })
})

describe('postgres_changes and row-level security', () => {
  it('delivers a row only to subscribers whose role and claims may select it', async () => {
    const alice = await listen({ table: 'notes', token: await userToken(rt.server, ALICE) })
    const bob = await listen({ table: 'notes', token: await userToken(rt.server, BOB) })
    const anon = await listen({ table: 'notes' })
    const anonItems = await listen({ table: 'items', event: 'INSERT' })
    // Alice writes her own note through rest/v1 as herself; Bob's note is written directly.
    const aliceClient = await client(rt.server, { token: await userToken(rt.server, ALICE) })
    const { error } = await aliceClient
      .from('notes')
      .insert({ owner: ALICE, title: 'alice secret' })
    expect(error).toBeNull()
    await sql(`insert into notes (owner, title) values ($1, 'bob secret')`, [BOB])
    await sql(`update notes set score = 1 where owner = $1`, [BOB])
    const marker = nextId++
    await sql(`insert into items (id, label) values ($1, 'marker')`, [marker])
    await sql(`insert into notes (owner, title) values ($1, 'alice second')`, [ALICE])

    await alice.until((items) =>
      items.some((c) => (c.new as { title?: string }).title === 'alice second'),
    )
    await bob.until((items) => items.some((c) => c.eventType === 'UPDATE'))
    await anonItems.until((items) => items.some((c) => (c.new as { id: number }).id === marker))
    expect(alice.items.map((c) => [c.eventType, (c.new as { title: string }).title])).toEqual([
      ['INSERT', 'alice secret'],
      ['INSERT', 'alice second'],
    ])
    expect(bob.items.map((c) => [c.eventType, (c.new as { title: string }).title])).toEqual([
      ['INSERT', 'bob secret'],
      ['UPDATE', 'bob secret'],
    ])
    // anon may not select any note: it hears of none, though it is subscribed and the marker
    // written after them has arrived.
    expect(anon.items).toEqual([])
  })

  it('sends a DELETE of a protected row with its primary key only (it cannot be checked)', async () => {
    const bob = await listen({
      table: 'notes',
      event: 'DELETE',
      token: await userToken(rt.server, BOB),
    })
    const { rows } = await sql(
      `insert into notes (owner, title, score) values ($1, 'gone', 9) returning id`,
      [ALICE],
    )
    const id = Number((rows[0] as { id: number }).id)
    await sql(`delete from notes where id = $1`, [id])
    const [del] = await bob.count(1)
    expect(del.old).toEqual({ id })
  })
})

describe('postgres_changes subscription errors', () => {
  /** A channel on `filter`'s changes: the server's system answer to it, and the changes it gets. */
  async function subscribeToChanges(name: string, filter: Record<string, string>) {
    const sb = await client(rt.server)
    const system = new Inbox<Record<string, unknown>>()
    const changes = new Inbox<Change>()
    const channel = sb
      .channel(name)
      .on('postgres_changes' as never, filter, changes.push as never)
      .on('system', {}, system.push)
    await subscribed(channel)
    const [msg] = await system.count(1)
    return { msg, changes }
  }

  it('answers a table outside the publication with a system error, as Realtime does', async () => {
    const { msg, changes } = await subscribeToChanges('unpublished', {
      event: '*',
      schema: 'public',
      table: 'unpublished',
    })
    expect(msg).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      channel: 'unpublished',
    })
    expect(String(msg.message)).toContain('Unable to subscribe to changes with given parameters')
    expect(String(msg.message)).toContain('table: unpublished')
    await sql(`insert into unpublished (id, label) values ($1, 'x')`, [nextId++])
    await new Promise((r) => setTimeout(r, 300))
    expect(changes.items).toEqual([])
  })

  it('confirms a valid subscription with "Subscribed to PostgreSQL"', async () => {
    const { msg } = await subscribeToChanges('published', {
      event: 'INSERT',
      schema: 'public',
      table: 'items',
    })
    // The payload hosted Realtime pushes once the subscription exists (realtime_channel.ex,
    // handle_info(:postgres_subscribe)): the app waits for it before catching up.
    expect(msg).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'published',
    })
  })

  it('follows the publication: a table added later streams, a table dropped from it stops', async () => {
    await sql(`alter publication supabase_realtime add table public.unpublished`)
    try {
      const inbox = await listen({ table: 'unpublished', event: 'INSERT' })
      const id = nextId++
      await sql(`insert into unpublished (id, label) values ($1, 'now published')`, [id])
      const [c] = await inbox.count(1)
      expect(c.new).toEqual({ id, label: 'now published' })
    } finally {
      await sql(`alter publication supabase_realtime drop table public.unpublished`)
    }
    const { rows } = await sql(
      `select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relname = 'unpublished' and t.tgname = 'realtime_local_capture'`,
    )
    expect(rows[0]).toEqual({ n: 0 })
  })
})
