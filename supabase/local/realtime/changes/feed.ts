import type { Db } from '../../db'
import type { Logger } from '../../platform/types'
import { ensureRealtimeSchema } from '../schema'
import { matches } from './filter'
import type { ChangeListener, Subscription } from './subscriptions'
import { Tables, type TableInfo } from './tables'
import { visibleListeners, type Candidate, type StoredChange } from './visibility'

export const CHANGES_CHANNEL = 'realtime_local_changes'

type Routed = Candidate & { ids: Map<ChangeListener, number[]> }

/**
 * postgres_changes: the capture trigger stores each change of a published table and notifies
 * its id; the feed takes the stored changes (deleting them), and hands each to the
 * subscriptions it matches and whose subscriber may see the row.
 */
export class ChangeFeed {
  private readonly subscriptions = new Set<Subscription>()
  private readonly tables: Tables
  private pending: number[] = []
  private draining: Promise<void> | null = null
  private stopListening: (() => Promise<void>) | null = null

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.tables = new Tables(db)
  }

  async start() {
    await ensureRealtimeSchema(this.db, this.log)
    // Without a superuser the event trigger is missing; sync once so the migrations count.
    await this.db.query('select realtime.local_sync_capture()')
    // Changes stored while nobody listened cannot reach anyone.
    await this.db.query('delete from realtime.local_changes')
    this.stopListening = await this.db.listen(CHANGES_CHANNEL, (payload) => this.notified(payload))
  }

  async stop() {
    await this.stopListening?.()
    await this.draining
  }

  add(subs: Subscription[]) {
    for (const s of subs) this.subscriptions.add(s)
  }

  remove(subs: Subscription[]) {
    for (const s of subs) this.subscriptions.delete(s)
  }

  private notified(payload: string) {
    const id = Number(payload)
    if (!Number.isSafeInteger(id)) return
    this.pending.push(id)
    this.draining ??= this.drain().finally(() => (this.draining = null))
  }

  /**
   * Takes every change notified so far, decides who may see them with one query per table and
   * subscriber kind, and delivers them in commit order (the order of the notifications).
   * Changes notified meanwhile wait for the next round, so a busy feed works in larger batches.
   */
  private async drain() {
    while (this.pending.length > 0) {
      const ids = this.pending
      this.pending = []
      try {
        const { rows } = await this.db.query<StoredChange>(
          'delete from realtime.local_changes where id = any($1::bigint[]) returning *',
          [ids],
        )
        const byId = new Map(rows.map((r) => [Number(r.id), r]))
        const candidates: Routed[] = []
        for (const id of ids) {
          const change = byId.get(id)
          const candidate = change && (await this.candidate(change))
          if (candidate) candidates.push(candidate)
        }
        const visible = await visibleListeners(this.db, candidates)
        for (const c of candidates) {
          const data = payload(c.change, c.info)
          for (const [listener, ids] of c.ids)
            if (visible.get(c)?.has(listener)) listener.deliverChange(ids, data)
        }
      } catch (e) {
        this.log.error(
          `realtime: changes ${ids.join(',')} were not delivered: ${(e as Error).message}`,
        )
      }
    }
  }

  /** The change with the listeners its subscriptions and filters pick (and their ids), if any. */
  private async candidate(change: StoredChange): Promise<Routed | null> {
    const subs = [...this.subscriptions].filter(
      (s) =>
        (s.event === '*' || s.event === change.type) &&
        s.schema === change.schema_name &&
        (s.table === '*' || s.table === change.table_name),
    )
    if (subs.length === 0) return null
    const info = await this.tables.get(change.schema_name, change.table_name)
    if (!info) return null
    const types = new Map(info.columns.map((c) => [c.name, c.type]))
    const row = change.type === 'DELETE' ? change.old_record : change.record
    const ids = new Map<ChangeListener, number[]>()
    for (const s of subs) {
      // A DELETE carries only the old record's columns (its replica identity: the primary key
      // by default). A filter on a column it lacks holds the change back: hosted Realtime
      // fails closed there (realtime.is_visible_through_filters), and matches() passes no
      // missing value.
      if (s.filter && !matches(s.filter, row?.[s.filter.column], types.get(s.filter.column)))
        continue
      const list = ids.get(s.listener) ?? []
      if (!list.includes(s.id)) list.push(s.id)
      ids.set(s.listener, list)
    }
    return ids.size > 0 ? { change, info, listeners: [...ids.keys()], ids } : null
  }
}

function payload(change: StoredChange, info: TableInfo) {
  const ts = change.commit_timestamp
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: ts instanceof Date ? ts.toISOString() : new Date(ts).toISOString(),
    type: change.type,
    columns: info.columns.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  }
  if (change.type !== 'DELETE') data.record = change.record
  if (change.type !== 'INSERT') {
    let old = change.old_record ?? {}
    // With row-level security on, a DELETE reaches every subscriber allowed to read the
    // table (it cannot be checked against a row that is gone), so it carries only the key.
    if (change.type === 'DELETE' && info.rls) {
      old = Object.fromEntries(
        info.primaryKey.filter((c) => c.name in old).map((c) => [c.name, old[c.name]]),
      )
    }
    data.old_record = old
  }
  return data
}
