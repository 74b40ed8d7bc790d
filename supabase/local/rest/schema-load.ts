import type { Queryable } from '../db'
import {
  key,
  sqlTypeName,
  type Column,
  type FnArg,
  type ForeignKey,
  type KeyConstraint,
  type PgFunction,
  type PgType,
  type RoleSetting,
  type SchemaCache,
  type Table,
} from './schema-cache'
import { loadViewLineage } from './view-lineage'

// Reading the schema cache (schema-cache.ts) from pg_catalog: one query per kind of object,
// then the relations, keys, functions and role settings built from their rows.

/** Whether PostgreSQL takes the value for the setting: tried on `db` outside any transaction, so in one of its own, which ends with the statement. */
async function acceptedSetting(db: Queryable, name: string, value: string): Promise<boolean> {
  try {
    await db.query(`select set_config($1, $2, true)`, [name, value])
    return true
  } catch {
    return false
  }
}

const relKinds: Record<string, Table['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  c: 'composite',
}

/**
 * `extraSearchPath`: schemas whose views may lie under an exposed view, followed for its
 * columns' origins (PostgREST's `db-extra-search-path`).
 */
export async function loadSchemaCache(
  db: Queryable,
  schemas: string[],
  extraSearchPath: string[] = [],
): Promise<SchemaCache> {
  const [typesR, relsR, colsR, consR, fnsR, tzR, aggR, roleR, viewLineage] = await Promise.all([
    db.query<Omit<PgType, 'enumValues'> & { enum_values: string[] | null; base_type: number }>(
      `select t.oid::int as oid, n.nspname as schema, t.typname as name, t.typtype as kind,
              t.typcategory as category, t.typelem::int as elem, t.typrelid::int as relid,
              t.typbasetype::int as base_type,
              (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as enum_values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname not in ('pg_toast', 'information_schema') and (t.typrelid = 0 or
              (select c.relkind from pg_class c where c.oid = t.typrelid) in ('r', 'p', 'v', 'm', 'f', 'c'))`,
    ),
    db.query<{
      oid: number
      schema: string
      name: string
      relkind: string
      children: boolean
      upd: number
      comment: string | null
    }>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
              c.relhassubclass as children,
              pg_relation_is_updatable(c.oid, true) as upd, obj_description(c.oid, 'pg_class') as comment
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`,
      [schemas],
    ),
    db.query<{
      relid: number
      name: string
      type: number
      notnull: boolean
      def: string | null
      identity: string
      generated: string
      comment: string | null
    }>(
      `select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type, a.attnotnull as notnull,
              pg_get_expr(d.adbin, d.adrelid) as def, a.attidentity::text as identity,
              a.attgenerated::text as generated, col_description(a.attrelid, a.attnum) as comment
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped
        order by a.attrelid, a.attnum`,
      [schemas],
    ),
    // KeyConstraint's own fields; the referenced side under its SQL names, null unless a foreign key.
    db.query<
      Omit<KeyConstraint, `ref${string}`> & {
        ref_relid: number
        ref_schema: string | null
        ref_table: string | null
        ref_columns: string[] | null
        ref_attnums: number[] | null
      }
    >(
      `select con.conname as name, con.contype::text as type, con.conrelid::int as relid, cn.nspname as schema, cl.relname as table,
              (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
              con.conkey::int[] as attnums, con.confrelid::int as ref_relid,
              fn.nspname as ref_schema, fc.relname as ref_table,
              (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as ref_columns,
              con.confkey::int[] as ref_attnums, con.conparentid <> 0 as inherited
         from pg_constraint con
         join pg_class cl on cl.oid = con.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
         left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
        where con.contype in ('p', 'u', 'f') and cn.nspname not in ('pg_catalog', 'information_schema')
        order by con.conname, con.oid`,
    ),
    db.query<{
      oid: number
      schema: string
      name: string
      volatility: 'i' | 's' | 'v'
      retset: boolean
      rows: number
      nargs: number
      ndefaults: number
      argnames: string[] | null
      argmodes: string[] | null
      argtypes: number[]
      rettype: number
      comment: string | null
      argtypenames: string[] | null
    }>(
      `select p.oid::int as oid, n.nspname as schema, p.proname as name, p.provolatile::text as volatility,
              p.proretset as retset, p.prorows::float8 as rows, p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
              p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
              coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as argtypes, p.prorettype::int as rettype,
              obj_description(p.oid, 'pg_proc') as comment,
              (select array_agg(x.t::regtype::text order by x.o)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, o)) as argtypenames
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($1) and p.prokind = 'f'
        order by p.proname, p.oid`,
      [schemas],
    ),
    db.query<{ name: string }>(`select name from pg_timezone_names`),
    // The setting for this database wins over one for every database, as Postgres applies them.
    db.query<{ on: boolean }>(
      `select lower(split_part(c, '=', 2)) = 'true' as on
         from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
        where r.rolname = 'authenticator' and split_part(c, '=', 1) = 'pgrst.db_aggregates_enabled'
          and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by s.setdatabase desc limit 1`,
    ),
    db.query<{ role: string; name: string; value: string }>(
      `select r.rolname as role, ps.name, substr(c, strpos(c, '=') + 1) as value
         from pg_roles r, unnest(r.rolconfig) c
         join pg_settings ps on ps.name = split_part(c, '=', 1) and ps.context = 'user'
        where ps.name not like 'transaction\\_%'
        order by r.rolname, ps.name`,
    ),
    loadViewLineage(db, schemas, [...new Set([...schemas, ...extraSearchPath])]),
  ])

  const types = new Map<number, PgType>()
  const typeByName = new Map<string, PgType>()
  for (const r of typesR.rows) {
    const t: PgType = { ...r, baseType: r.base_type, enumValues: r.enum_values ?? [] }
    types.set(t.oid, t)
    if (t.schema === 'pg_catalog' || !typeByName.has(t.name)) typeByName.set(t.name, t)
  }

  const byOid = new Map<number, Table>()
  const tables = new Map<string, Table>()
  const composites: Table[] = []
  for (const r of relsR.rows) {
    const t: Table = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: relKinds[r.relkind],
      plainHeap: r.relkind === 'r' && !r.children,
      columns: [],
      colMap: new Map(),
      pk: [],
      uniques: [],
      insertable: (r.upd & 8) === 8,
      updatable: (r.upd & 4) === 4,
      deletable: (r.upd & 16) === 16,
      comment: r.comment,
    }
    byOid.set(t.oid, t)
    if (t.kind !== 'composite') tables.set(key(t.schema, t.name), t)
    else composites.push(t)
  }
  for (const r of colsR.rows) {
    const t = byOid.get(r.relid)
    if (!t) continue
    const c: Column = {
      name: r.name,
      typeOid: r.type,
      sqlType: sqlTypeName(types, r.type),
      nullable: !r.notnull,
      default: r.def,
      identity: r.identity !== '',
      identityAlways: r.identity === 'a',
      generated: r.generated !== '',
      comment: r.comment,
    }
    t.columns.push(c)
    t.colMap.set(c.name, c)
  }

  const foreignKeys: ForeignKey[] = []
  const constraints: KeyConstraint[] = []
  for (const r of consR.rows) {
    if (!r.columns) continue
    const ref =
      r.type === 'f' && r.ref_schema && r.ref_table && r.ref_columns && r.ref_attnums
        ? {
            refRelid: r.ref_relid,
            refSchema: r.ref_schema,
            refTable: r.ref_table,
            refColumns: r.ref_columns,
            refAttnums: r.ref_attnums,
          }
        : { refRelid: 0, refSchema: '', refTable: '', refColumns: [], refAttnums: [] }
    if (r.type === 'f' && !ref.refRelid) continue
    constraints.push({
      name: r.name,
      type: r.type,
      relid: r.relid,
      schema: r.schema,
      table: r.table,
      columns: r.columns,
      attnums: r.attnums,
      ...ref,
      inherited: r.inherited,
    })
    const t = tables.get(key(r.schema, r.table))
    if (!t) continue
    if (r.type === 'p') t.pk = r.columns
    else if (r.type === 'u') t.uniques.push(r.columns)
    else
      foreignKeys.push({
        name: r.name,
        schema: r.schema,
        table: r.table,
        columns: r.columns,
        refSchema: ref.refSchema,
        refTable: ref.refTable,
        refColumns: ref.refColumns,
      })
  }

  const functions = new Map<string, PgFunction[]>()
  for (const r of fnsR.rows) {
    const modes = r.argmodes ?? r.argtypes.map(() => 'i')
    const firstDefault = r.nargs - r.ndefaults
    let inIndex = 0
    const args: FnArg[] = r.argtypes.map((oid, i) => {
      const mode = modes[i] as FnArg['mode']
      const isIn = mode === 'i' || mode === 'b' || mode === 'v'
      const arg: FnArg = {
        name: r.argnames?.[i] ?? '',
        typeOid: oid,
        sqlType: sqlTypeName(types, oid),
        typeName: r.argtypenames?.[i] ?? '',
        mode,
        hasDefault: isIn && inIndex >= firstDefault,
      }
      if (isIn) inIndex++
      return arg
    })
    const rt = types.get(r.rettype)
    let returnColumns: Column[] | null = null
    let returnTable: Table | null = null
    if (rt?.relid) {
      const rel = byOid.get(rt.relid)
      if (rel) {
        returnColumns = rel.columns
        if (rel.kind !== 'composite') returnTable = rel
      }
    } else if (rt?.name === 'record') {
      const outs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
      if (outs.length) {
        returnColumns = outs.map((a) => ({
          name: a.name,
          typeOid: a.typeOid,
          sqlType: a.sqlType,
          nullable: false,
          default: null,
          identity: false,
          identityAlways: false,
          generated: false,
          comment: null,
        }))
      }
    }
    const fn: PgFunction = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      args,
      inArgs: args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v'),
      returnType: r.rettype,
      retset: r.retset,
      singleRow: !r.retset || r.rows === 1,
      volatility: r.volatility,
      returnColumns,
      returnTable,
      comment: r.comment,
    }
    const k = key(fn.schema, fn.name)
    functions.set(k, [...(functions.get(k) ?? []), fn])
  }

  const roleSettings = new Map<string, RoleSetting[]>()
  for (const { role, name, value } of roleR.rows) {
    if (!(await acceptedSetting(db, name, value))) {
      console.warn(
        `supabase/local: role ${role}'s setting ${name} = ${value} is refused by PostgreSQL; requests run without it`,
      )
      continue
    }
    roleSettings.set(role, [...(roleSettings.get(role) ?? []), { name, value }])
  }

  return {
    schemas,
    tables,
    composites,
    foreignKeys,
    constraints,
    viewLineage,
    functions,
    types,
    typeByName,
    timezones: new Set(tzR.rows.map((r) => r.name)),
    aggregatesEnabled: aggR.rows[0]?.on === true,
    roleSettings,
    loadedAt: Date.now(),
  }
}
