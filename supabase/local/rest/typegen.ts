import type { Queryable } from '../db'
import { HELPERS } from './typegen-helpers'
import { typeRelationships } from './typegen-relationships'
import type { Column, PgFunction, SchemaCache, Table } from './schema-cache'
import { loadSchemaCache } from './schema-load'

/**
 * TypeScript types in the format `supabase gen types typescript` writes (postgres-meta's
 * generator, prettier-formatted at 80 columns): Database with Tables/Views/Functions/Enums/
 * CompositeTypes per schema, the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers
 * and Constants.
 */
const POSTGREST_VERSION = '13.0.5'
const WIDTH = 80
const STRINGS = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
])
const NUMBERS = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])

const q = (s: string) => JSON.stringify(s)
const prop = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : q(name))
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

class Gen {
  constructor(
    readonly cache: SchemaCache,
    readonly schemas: string[],
  ) {}

  tsType(oid: number): string {
    const t = this.cache.types.get(oid)
    if (!t) return 'unknown'
    if (t.category === 'A' && t.elem) {
      const inner = this.tsType(t.elem)
      return inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`
    }
    if (t.kind === 'd') return this.tsType(t.baseType)
    if (t.kind === 'e') {
      return this.schemas.includes(t.schema)
        ? `Database[${q(t.schema)}]["Enums"][${q(t.name)}]`
        : t.enumValues.map(q).join(' | ')
    }
    if (t.kind === 'c') {
      const table = [...this.cache.tables.values()].find((x) => x.oid === t.relid)
      if (table) return this.objectInline(table.columns, true)
      return this.schemas.includes(t.schema)
        ? `Database[${q(t.schema)}]["CompositeTypes"][${q(t.name)}]`
        : 'unknown'
    }
    if (t.name === 'bool') return 'boolean'
    if (NUMBERS.has(t.name)) return 'number'
    if (STRINGS.has(t.name)) return 'string'
    if (t.name === 'json' || t.name === 'jsonb') return 'Json'
    if (t.name === 'void') return 'undefined'
    if (t.name === 'record') return 'Record<string, unknown>'
    return 'unknown'
  }

  private objectInline(cols: Column[], nullable: boolean) {
    return `{ ${[...cols]
      .sort(byName)
      .map(
        (c) =>
          `${prop(c.name)}: ${this.tsType(c.typeOid)}${nullable && c.nullable ? ' | null' : ''}`,
      )
      .join('; ')} }`
  }
}

/** `name: A | B` at `indent`, broken into `| A` lines when too wide (as prettier does). */
function member(indent: number, name: string, type: string, out: string[]) {
  const pad = ' '.repeat(indent)
  const line = `${pad}${name}: ${type}`
  const parts = type.split(' | ')
  if (line.length <= WIDTH || parts.length < 2 || type.includes('{')) return void out.push(line)
  out.push(`${pad}${name}:`)
  for (const p of parts) out.push(`${pad}  | ${p}`)
}

function block(indent: number, name: string, body: string[], out: string[]) {
  const pad = ' '.repeat(indent)
  if (!body.length) {
    out.push(`${pad}${name}: {`, `${pad}  [_ in never]: never`, `${pad}}`)
    return
  }
  out.push(`${pad}${name}: {`, ...body, `${pad}}`)
}

function columnsBlock(
  g: Gen,
  indent: number,
  name: string,
  cols: Column[],
  mode: 'row' | 'insert' | 'update',
  view: boolean,
  out: string[],
) {
  const body: string[] = []
  for (const c of [...cols].sort(byName)) {
    const nullable = view || c.nullable
    const type = g.tsType(c.typeOid) + (nullable ? ' | null' : '')
    if (mode === 'row') member(indent + 2, prop(c.name), type, body)
    else if (c.generated || c.identityAlways) member(indent + 2, `${prop(c.name)}?`, 'never', body)
    else {
      const optional = mode === 'update' || view || nullable || c.identity || c.default !== null
      member(indent + 2, `${prop(c.name)}${optional ? '?' : ''}`, type, body)
    }
  }
  block(indent, name, body, out)
}

/**
 * Computed fields (functions taking one row of the table and returning one value) belong to
 * the table's Row, nullable, as postgres-meta writes them: supabase-js types a select by the
 * Row's keys, so a computed field that is not there cannot be selected without a type error.
 */
function computedColumns(g: Gen, t: Table): Column[] {
  return [...g.cache.functions.values()]
    .flat()
    .filter(
      (f) =>
        f.inArgs.length === 1 &&
        g.cache.types.get(f.inArgs[0].typeOid)?.relid === t.oid &&
        !f.retset &&
        !f.returnColumns,
    )
    .map((f) => ({
      name: f.name,
      typeOid: f.returnType,
      sqlType: '',
      nullable: true,
      default: null,
      identity: false,
      identityAlways: false,
      generated: false,
      comment: null,
    }))
}

function relationships(g: Gen, t: Table, indent: number, out: string[]) {
  const pad = ' '.repeat(indent)
  const rels = typeRelationships(g.cache, t.schema, t.name)
  if (!rels.length) return void out.push(`${pad}Relationships: []`)
  out.push(`${pad}Relationships: [`)
  for (const r of rels) {
    out.push(
      `${pad}  {`,
      `${pad}    foreignKeyName: ${q(r.foreignKeyName)}`,
      `${pad}    columns: [${r.columns.map(q).join(', ')}]`,
      `${pad}    isOneToOne: ${r.isOneToOne}`,
      `${pad}    referencedRelation: ${q(r.referencedRelation)}`,
      `${pad}    referencedColumns: [${r.referencedColumns.map(q).join(', ')}]`,
      `${pad}  },`,
    )
  }
  out.push(`${pad}]`)
}

function fnVariant(g: Gen, fn: PgFunction, indent: number): string[] {
  const pad = ' '.repeat(indent)
  const args = fn.inArgs.filter(() => true).sort((a, b) => (a.name < b.name ? -1 : 1))
  const argsType = args.length
    ? `{ ${args.map((a) => `${prop(a.name)}${a.hasDefault ? '?' : ''}: ${g.tsType(a.typeOid)}`).join('; ')} }`
    : 'never'
  const rt = g.cache.types.get(fn.returnType)
  let returns: string[]
  let setof: string[] = []
  if (fn.returnColumns && rt?.name === 'record') {
    returns = objectLines(g, fn.returnColumns, indent, fn.retset)
  } else if (fn.returnColumns && rt) {
    const isTable = !!fn.returnTable
    returns = isTable
      ? objectLines(g, fn.returnColumns, indent, fn.retset)
      : [`Database[${q(rt.schema)}]["CompositeTypes"][${q(rt.name)}]${fn.retset ? '[]' : ''}`]
    // A function of one table's row is that table's computed relationship: `from` names the
    // table (supabase-js types the embed by it); any other function is called on its own.
    const rowOf =
      fn.inArgs.length === 1 ? g.cache.types.get(fn.inArgs[0].typeOid)?.relid : undefined
    const from = (rowOf && [...g.cache.tables.values()].find((x) => x.oid === rowOf)?.name) || '*'
    setof = [
      `${pad}  SetofOptions: {`,
      `${pad}    from: ${q(from)}`,
      `${pad}    to: ${q(rt.name)}`,
      `${pad}    isOneToOne: ${fn.singleRow}`,
      `${pad}    isSetofReturn: ${fn.retset}`,
      `${pad}  }`,
    ]
  } else {
    returns = [g.tsType(fn.returnType) + (fn.retset ? '[]' : '')]
  }
  const argsLine = `${pad}  Args: ${argsType}`
  const argLines =
    argsLine.length <= WIDTH || !args.length
      ? [argsLine]
      : [
          `${pad}  Args: {`,
          ...args.map(
            (a) => `${pad}    ${prop(a.name)}${a.hasDefault ? '?' : ''}: ${g.tsType(a.typeOid)}`,
          ),
          `${pad}  }`,
        ]
  const retLines =
    returns.length === 1
      ? [`${pad}  Returns: ${returns[0]}`]
      : [`${pad}  Returns: ${returns[0]}`, ...returns.slice(1)]
  return [...argLines, ...retLines, ...setof]
}

function objectLines(g: Gen, cols: Column[], indent: number, array: boolean): string[] {
  const pad = ' '.repeat(indent)
  const body: string[] = []
  for (const c of [...cols].sort(byName))
    member(indent + 4, prop(c.name), g.tsType(c.typeOid) + (c.nullable ? ' | null' : ''), body)
  return ['{', ...body, `${pad}  }${array ? '[]' : ''}`]
}

function functions(g: Gen, schema: string, indent: number, out: string[]) {
  const pad = ' '.repeat(indent)
  const body: string[] = []
  const fns = [...g.cache.functions.values()].flat().filter((f) => f.schema === schema)
  const names = [...new Set(fns.map((f) => f.name))].sort()
  for (const name of names) {
    const variants = fns.filter((f) => {
      const rt = g.cache.types.get(f.returnType)?.name
      return f.name === name && rt !== 'trigger' && rt !== 'event_trigger'
    })
    if (!variants.length) continue
    if (variants.length === 1) {
      const lines = fnVariant(g, variants[0], indent + 2)
      const oneLine = `${pad}  ${prop(name)}: { ${lines.map((l) => l.trim()).join('; ')} }`
      if (lines.length === 2 && oneLine.length <= WIDTH) body.push(oneLine)
      else body.push(`${pad}  ${prop(name)}: {`, ...lines, `${pad}  }`)
    } else {
      body.push(`${pad}  ${prop(name)}:`)
      for (const v of variants) {
        const lines = fnVariant(g, v, indent + 4)
        body.push(`${pad}    | {`, ...lines, `${pad}      }`)
      }
    }
  }
  block(indent, 'Functions', body, out)
}

function enumsOf(g: Gen, schema: string) {
  return [...g.cache.types.values()]
    .filter((t) => t.kind === 'e' && t.schema === schema)
    .sort(byName)
}

export function renderTypes(cache: SchemaCache, wanted: string[]): string {
  const schemas = [...wanted].sort()
  const g = new Gen(cache, schemas)
  const out: string[] = [
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    '  __InternalSupabase: {',
    `    PostgrestVersion: ${q(POSTGREST_VERSION)}`,
    '  }',
  ]
  for (const schema of schemas) {
    out.push(`  ${prop(schema)}: {`)
    const rels = [...cache.tables.values()].filter((t) => t.schema === schema).sort(byName)
    const tables: string[] = []
    for (const t of rels.filter((r) => r.kind === 'table' || r.kind === 'foreign_table')) {
      tables.push(`      ${prop(t.name)}: {`)
      columnsBlock(g, 8, 'Row', [...t.columns, ...computedColumns(g, t)], 'row', false, tables)
      columnsBlock(g, 8, 'Insert', t.columns, 'insert', false, tables)
      columnsBlock(g, 8, 'Update', t.columns, 'update', false, tables)
      relationships(g, t, 8, tables)
      tables.push('      }')
    }
    block(4, 'Tables', tables, out)
    const views: string[] = []
    for (const v of rels.filter((r) => r.kind === 'view' || r.kind === 'materialized_view')) {
      views.push(`      ${prop(v.name)}: {`)
      columnsBlock(g, 8, 'Row', v.columns, 'row', true, views)
      if (v.insertable) columnsBlock(g, 8, 'Insert', v.columns, 'insert', true, views)
      if (v.updatable) columnsBlock(g, 8, 'Update', v.columns, 'update', true, views)
      relationships(g, v, 8, views)
      views.push('      }')
    }
    block(4, 'Views', views, out)
    functions(g, schema, 4, out)
    const enums: string[] = []
    for (const e of enumsOf(g, schema))
      member(6, prop(e.name), e.enumValues.map(q).join(' | '), enums)
    block(4, 'Enums', enums, out)
    const composites: string[] = []
    for (const c of cache.composites.filter((x) => x.schema === schema).sort(byName)) {
      composites.push(`      ${prop(c.name)}: {`)
      for (const col of [...c.columns].sort(byName))
        member(8, prop(col.name), `${g.tsType(col.typeOid)} | null`, composites)
      composites.push('      }')
    }
    block(4, 'CompositeTypes', composites, out)
    out.push('  }')
  }
  out.push('}', '', HELPERS, '', 'export const Constants = {')
  for (const schema of schemas) {
    const enums = enumsOf(g, schema)
    if (!enums.length) {
      out.push(`  ${prop(schema)}: {`, '    Enums: {},', '  },')
      continue
    }
    out.push(`  ${prop(schema)}: {`, '    Enums: {')
    for (const e of enums) {
      const line = `      ${prop(e.name)}: [${e.enumValues.map(q).join(', ')}],`
      if (line.length <= WIDTH) out.push(line)
      else
        out.push(
          `      ${prop(e.name)}: [`,
          ...e.enumValues.map((v) => `        ${q(v)},`),
          '      ],',
        )
    }
    out.push('    },', '  },')
  }
  out.push('} as const', '')
  return out.join('\n')
}

export async function generateTypes(db: Queryable, schemas: string[]): Promise<string> {
  const existing = (
    await db.query<{ nspname: string }>(
      'select nspname from pg_namespace where nspname = any($1)',
      [schemas],
    )
  ).rows.map((r) => r.nspname)
  return renderTypes(await loadSchemaCache(db, existing), existing)
}
