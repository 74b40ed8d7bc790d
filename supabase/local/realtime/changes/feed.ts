import type { Db } from '../../db'
import type { Logger } from '../../platform/types'
import { queryAs, type Subject } from '../as-role'
import { matches } from './filter'
import type { ChangeListener, Subscription } from './subscriptions'
import { Tables, type TableInfo } from './tables'

export const CHANGES_CHANNEL = 'realtime_local_changes'

interface StoredChange {
  id: number
  schema_name: string
  table_name: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  commit_timestamp: string | Date
}

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

  /** One change at a time, in commit order (the order of the notifications). */
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
        for (const id of ids) {
          const change = byId.get(id)
          if (change) await this.dispatch(change)
        }
      } catch (e) {
        this.log.error(`realtime: changes ${ids.join(',')} were not delivered: ${(e as Error).message}`)
      }
    }
  }

  private async dispatch(change: StoredChange) {
    const candidates = [...this.subscriptions].filter(
      (s) =>
        (s.event === '*' || s.event === change.type) &&
        s.schema === change.schema_name &&
        (s.table === '*' || s.table === change.table_name),
    )
    if (candidates.length === 0) return
    const info = await this.tables.get(change.schema_name, change.table_name)
    if (!info) return
    const types = new Map(info.columns.map((c) => [c.name, c.type]))
    const row = change.type === 'DELETE' ? change.old_record : change.record
    const passing = candidates.filter((s) => {
      if (!s.filter) return true
      // A DELETE carries only the old record's columns; a filter on another column cannot
      // be decided and does not hold the change back.
      if (change.type === 'DELETE' && !(s.filter.column in (row ?? {}))) return true
      return matches(s.filter, row?.[s.filter.column], types.get(s.filter.column))
    })
    const byListener = new Map<ChangeListener, number[]>()
    for (const s of passing) {
      const ids = byListener.get(s.listener) ?? []
      if (!ids.includes(s.id)) ids.push(s.id)
      byListener.set(s.listener, ids)
    }
    const visible = await this.visibility(change, info, [...byListener.keys()])
    const data = this.payload(change, info)
    for (const [listener, ids] of byListener) if (visible.get(listener)) listener.deliverChange(ids, data)
  }

  private payload(change: StoredChange, info: TableInfo) {
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
        old = Object.fromEntries(info.primaryKey.filter((c) => c.name in old).map((c) => [c.name, old[c.name]]))
      }
      data.old_record = old
    }
    return data
  }

  /**
   * Who may see the change: for INSERT and UPDATE, whoever could select the row now as their
   * role and claims (row-level security); for DELETE, whoever may select from the table.
   * Subscribers that would get the same answer are asked once.
   */
  private async visibility(change: StoredChange, info: TableInfo, listeners: ChangeListener[]) {
    const groups = new Map<string, { subject: Subject; listeners: ChangeListener[] }>()
    const rowChecked = change.type !== 'DELETE' && info.rls
    for (const l of listeners) {
      const subject = l.subject()
      const key = rowChecked ? `${subject.role}\u0000${JSON.stringify(subject.claims)}` : subject.role
      const g = groups.get(key) ?? { subject, listeners: [] }
      g.listeners.push(l)
      groups.set(key, g)
    }
    const rel = `${quote(change.schema_name)}.${quote(change.table_name)}`
    const out = new Map<ChangeListener, boolean>()
    await Promise.all(
      [...groups.values()].map(async (g) => {
        const ok = rowChecked ? await this.canSeeRow(g.subject, rel, info, change.record ?? {}) : await this.canRead(g.subject, rel)
        for (const l of g.listeners) out.set(l, ok)
      }),
    )
    return out
  }

  private async canRead(subject: Subject, rel: string): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(`select has_table_privilege($1, $2, 'SELECT') as ok`, [subject.role, rel])
    return rows[0]?.ok === true
  }

  private async canSeeRow(subject: Subject, rel: string, info: TableInfo, record: Record<string, unknown>) {
    // Without a primary key the row cannot be found again; hosted Realtime refuses such tables too.
    if (info.primaryKey.length === 0) return false
    const where = info.primaryKey.map((c) => `${quote(c.name)} = ($1::jsonb ->> ${literal(c.name)})::${c.sqlType}`).join(' and ')
    try {
      const { rows } = await queryAs<{ ok: boolean }>(this.db, subject, `select exists (select 1 from ${rel} where ${where}) as ok`, [
        JSON.stringify(record),
      ])
      return rows[0]?.ok === true
    } catch {
      // No privilege, or claims the policies cannot read: the row is not theirs to see.
      return false
    }
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`
