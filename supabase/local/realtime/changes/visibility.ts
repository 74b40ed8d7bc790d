import type { Db } from '../../db'
import { queryEachAs, type Subject } from '../as-role'
import type { ChangeListener } from './subscriptions'
import type { TableInfo } from './tables'

export interface StoredChange {
  id: number
  schema_name: string
  table_name: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  commit_timestamp: string | Date
}

/** One change and the listeners its subscriptions and filters picked. */
export interface Candidate {
  change: StoredChange
  info: TableInfo
  listeners: ChangeListener[]
}

// Row checks go out in this many transactions at once: one for all of them would cost the
// database least but wait for every check in turn; one each would be fastest on an idle machine.
const PARALLEL = 4

function chunks<T>(items: T[], n: number): T[][] {
  const size = Math.max(1, Math.ceil(items.length / n))
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

interface Group {
  subject: Subject
  rel: string
  info: TableInfo
  items: { candidate: Candidate; listeners: ChangeListener[] }[]
}

/**
 * Who may see each change of a batch. INSERT and UPDATE: whoever could select the row now as
 * their role and claims (row-level security and grants decide). DELETE, and tables without
 * row-level security: whoever may select from the table. Subscribers that would get the same
 * answer share one query per table for the whole batch.
 */
export async function visibleListeners(
  db: Db,
  candidates: Candidate[],
): Promise<Map<Candidate, Set<ChangeListener>>> {
  const rowGroups = new Map<string, Group>()
  const tableGroups = new Map<string, Group>()
  const out = new Map<Candidate, Set<ChangeListener>>()
  for (const candidate of candidates) {
    out.set(candidate, new Set())
    const { change, info } = candidate
    const rel = `${quote(change.schema_name)}.${quote(change.table_name)}`
    const rowChecked = change.type !== 'DELETE' && info.rls
    // A row that cannot be found again (no primary key) is shown to nobody when rows are checked.
    if (rowChecked && info.primaryKey.length === 0) continue
    const byKey = new Map<string, { subject: Subject; listeners: ChangeListener[] }>()
    for (const l of candidate.listeners) {
      const subject = l.subject()
      const key = rowChecked
        ? `${subject.role}\u0000${JSON.stringify(subject.claims)}`
        : subject.role
      const entry = byKey.get(key) ?? { subject, listeners: [] }
      entry.listeners.push(l)
      byKey.set(key, entry)
    }
    const groups = rowChecked ? rowGroups : tableGroups
    for (const [key, { subject, listeners }] of byKey) {
      const groupKey = `${rel}\u0000${key}`
      const g = groups.get(groupKey) ?? { subject, rel, info, items: [] }
      g.items.push({ candidate, listeners })
      groups.set(groupKey, g)
    }
  }
  const grant = (g: Group, visible: (i: number) => boolean) =>
    g.items.forEach(
      (item, i) => visible(i) && item.listeners.forEach((l) => out.get(item.candidate)!.add(l)),
    )
  const rows = [...rowGroups.values()]
  const [, answers] = await Promise.all([
    Promise.all(
      [...tableGroups.values()].map(async (g) => {
        const { rows } = await db.query<{ ok: boolean }>(
          `select has_table_privilege($1, $2, 'SELECT') as ok`,
          [g.subject.role, g.rel],
        )
        grant(g, () => rows[0]?.ok === true)
      }),
    ),
    Promise.all(
      chunks(rows.map(visibleRowsQuery), PARALLEL).map((c) => queryEachAs<{ ord: number }>(db, c)),
    ).then((a) => a.flat()),
  ])
  // No answer: no privilege, or claims the policies cannot read — none of the rows is theirs.
  rows.forEach((g, k) => {
    const seen = new Set((answers[k]?.rows ?? []).map((r) => r.ord))
    grant(g, (i) => seen.has(i + 1))
  })
  return out
}

/**
 * The statement giving the 1-based positions of the group's rows its subject can select.
 * The keys are read out of the JSON first (a materialized CTE), and each is looked up on its
 * own (lateral, limit 1): compared with an expression over the JSON, the key counts as
 * "leaky" under row-level security and cannot use the primary-key index, and `exists` lets
 * the planner pick a hash join — both read the whole table and evaluate its policies on every
 * row, so each check would grow with the table. This way it is one index lookup per row.
 */
function visibleRowsQuery(g: Group) {
  const keys = g.info.primaryKey
    .map((c, i) => `(e.v ->> ${literal(c.name)})::${c.sqlType} as k${i}`)
    .join(', ')
  const match = g.info.primaryKey.map((c, i) => `r.${quote(c.name)} = k.k${i}`).join(' and ')
  return {
    subject: g.subject,
    sql: `with k as materialized (select e.ord, ${keys} from jsonb_array_elements($1::jsonb) with ordinality as e(v, ord))
      select k.ord::int as ord from k cross join lateral (select from ${g.rel} r where ${match} limit 1) as found`,
    params: [JSON.stringify(g.items.map((i) => i.candidate.change.record ?? {}))],
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`
