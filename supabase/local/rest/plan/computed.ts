import { qualified } from '../ident'
import type { PgFunction, SchemaCache, Table } from '../schema-cache'

/**
 * Functions that take one row of a table, as PostgREST reads them: one returning a single
 * value is a computed field of that table (selected, filtered and ordered by name, but not part
 * of `*`); one returning rows of an exposed table (a set, or one row) is a computed relationship,
 * embedded by the function's name.
 */
export interface Computed {
  fields: Map<string, string>
  relations: Map<string, PgFunction>
}

const memo = new WeakMap<SchemaCache, Map<number, Computed>>()

export function computedOf(cache: SchemaCache, table: Table): Computed {
  let byTable = memo.get(cache)
  if (!byTable) memo.set(cache, (byTable = index(cache)))
  return byTable.get(table.oid) ?? { fields: new Map(), relations: new Map() }
}

function index(cache: SchemaCache): Map<number, Computed> {
  const out = new Map<number, Computed>()
  for (const overloads of cache.functions.values()) {
    for (const fn of overloads) {
      if (fn.inArgs.length !== 1) continue
      const relid = cache.types.get(fn.inArgs[0].typeOid)?.relid
      if (!relid) continue
      let entry = out.get(relid)
      if (!entry) out.set(relid, (entry = { fields: new Map(), relations: new Map() }))
      if (fn.returnTable) entry.relations.set(fn.name, fn)
      else if (!fn.retset && !fn.returnColumns)
        entry.fields.set(fn.name, qualified(fn.schema, fn.name))
    }
  }
  return out
}
