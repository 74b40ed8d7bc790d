import type { Db } from '../../db'

export interface Column {
  name: string
  /** pg_type name, as Realtime reports it. */
  type: string
  /** The type as SQL spells it, for casts. */
  sqlType: string
}

export interface TableInfo {
  columns: Column[]
  primaryKey: Column[]
  /** Row-level security is enabled: what a subscriber sees depends on who it is. */
  rls: boolean
}

// Catalog reads are cached briefly: a burst of changes to one table reads the catalog once,
// and a migration's new column or policy shows within this window.
const TTL_MS = 1000

/** Column names and types as Realtime reports them (pg_type names: int8, text, bool, …). */
export class Tables {
  private readonly cache = new Map<string, { at: number; info: Promise<TableInfo | null> }>()

  constructor(private readonly db: Db) {}

  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`
    const hit = this.cache.get(key)
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info
    const info = this.load(schema, table)
    this.cache.set(key, { at: Date.now(), info })
    info.catch(() => this.cache.delete(key))
    return info
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<{
      name: string
      type: string
      sqltype: string
      pk: boolean
      rls: boolean
    }>(
      `select a.attname as name, t.typname as type, format_type(a.atttypid, null) as sqltype,
              c.relrowsecurity as rls,
              coalesce(a.attnum = any (i.indkey), false) as pk
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = $1 and c.relname = $2
        order by a.attnum`,
      [schema, table],
    )
    if (rows.length === 0) return null
    const columns = rows.map((r) => ({ name: r.name, type: r.type, sqlType: r.sqltype }))
    return { columns, primaryKey: columns.filter((_, i) => rows[i].pk), rls: rows[0].rls }
  }
}

/** The tables of the supabase_realtime publication, as "schema.table". */
export async function publishedTables(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  )
  return new Set(rows.map((r) => `${r.schemaname}.${r.tablename}`))
}
