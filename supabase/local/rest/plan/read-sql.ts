import { literal, type Params } from '../ident'
import type { Column, Table } from '../schema-cache'
import type { Hoisted } from './aggregate'
import type { ReadPlanner } from './read'

// The SQL text of a read, from the levels ReadPlanner builds: the pieces a level is made of
// (Source, Pair, Built) and the statement, count and CSV around the top level.

/** One level of a read: a relation (table, view, CTE or function result) under an alias. */
export interface Source {
  /** For relationships; null for results that are not an exposed table. */
  table: Table | null
  label: string
  columns: Column[]
  /** FROM item, already aliased (`"public"."posts" as "t0"`). */
  from: string
}

/** One field of a level's JSON object: its name, and its value's SQL. */
export interface Pair {
  name: string
  /** The name is a column's, from the schema cache, so it may be written into the SQL as a literal. */
  column: boolean
  value: string
}

/** A text in SQL: a literal when it comes from the schema cache, else a bind parameter. */
function textSql(text: string, fromCatalog: boolean, params: Params): string {
  return fromCatalog ? literal(text) : `${params.add(text)}::text`
}

export interface Built {
  pairs: Pair[]
  /**
   * Pair index → the aggregate this level leaves to the level above: a to-one spread selects an
   * aggregate's argument, and the first level up that is not a to-one spread applies it.
   */
  hoisted: Map<number, Hoisted>
  joins: string[]
  conds: string[]
  orderBy: string
  /** Extra columns a parent asked for (to order by this to-one resource), by field name. */
  extra: { name: string; value: string }[]
  /** With an aggregate at this level: the other selected expressions, its GROUP BY. */
  groupBy: string[] | null
  /**
   * A to-one embed of this level that may find more than one row (a view or a function, whose
   * keys PostgreSQL does not enforce): its lateral join would repeat the parent row.
   */
  mayRepeat?: boolean
}

/** ` group by …` of an aggregated level ('' when it has no aggregate or nothing to group by). */
export function groupSql(b: Built): string {
  return b.groupBy?.length ? ` group by ${b.groupBy.join(', ')}` : ''
}

/** jsonb_build_object over pairs (keys in jsonb's order, the last of a repeated key kept), in chunks of 50 pairs (100 arguments). */
export function jsonbObject(pairs: Pair[], params: Params): string {
  const chunks: string[] = []
  for (let i = 0; i < pairs.length || i === 0; i += 50) {
    chunks.push(
      `jsonb_build_object(${pairs
        .slice(i, i + 50)
        .map((f) => `${textSql(f.name, f.column, params)}, ${f.value}`)
        .join(', ')})`,
    )
  }
  return chunks.length === 1 ? chunks[0] : `(${chunks.join(' || ')})`
}

/** The rows a read counts for its total: its FROM, the joins its filters need, its WHERE. */
export function countedRows(b: Built, from: string): string {
  const where = b.conds.length ? ` where ${b.conds.join(' and ')}` : ''
  const needed = b.joins.filter((j) =>
    b.conds.some((c) => c.includes(/as ("e\d+") on true$/.exec(j)![1] + '.')),
  )
  return `select 1 from ${from}${needed.map((j) => ' ' + j).join('')}${where}`
}

/**
 * A top-level row's text as PostgREST writes it (`json_agg` over records): `{"id":1,"name":"x"}`,
 * the fields in select order without spaces, each value as `to_json` writes it (embedded
 * resources in jsonb's text). The names go in already written as JSON strings.
 */
function rowText(pairs: Pair[], params: Params): string {
  if (!pairs.length) return `'{}'`
  const fields = pairs.map(
    (f) =>
      `${textSql(JSON.stringify(f.name), f.column, params)} || ':' || coalesce(to_json(${f.value})::text, 'null')`,
  )
  return `'{' || ${fields.join(` || ',' || `)} || '}'`
}

// A reference to an embed's lateral join ("e4".j), not a column that happens to be named e4.
const LATERAL_REF = /(?<![.\w"])"e\d+"\./

/**
 * Whether a read of a table may cut its page before its embeds are built: it has embeds, an
 * order and a page, no aggregate (a range then applies to the groups, not to the rows counted),
 * no to-one embed that could repeat a row, and neither its filters nor its order look at an
 * embed (no !inner, no `embed=is.null`, no ordering by an embedded column). Then the embeds add
 * or remove no rows, so the page holds the same rows; without the cut, PostgreSQL builds every
 * embed for every matching row whenever no index gives the order, and sorts only afterwards
 * (100 classes' counts for a page of 25). Rows that tie on the whole order may come in another
 * order than without the cut, which neither PostgreSQL nor PostgREST defines either.
 */
export function canPageFirst(b: Built, page: string): boolean {
  return (
    page !== '' &&
    b.orderBy !== '' &&
    b.joins.length > 0 &&
    b.groupBy === null &&
    !b.mayRepeat &&
    !b.conds.some((c) => LATERAL_REF.test(c)) &&
    !LATERAL_REF.test(b.orderBy)
  )
}

/**
 * The statement answering a read: body text, row count, and the total when asked. With
 * `pageFirst` (the root's alias, for an ordinary table where canPageFirst holds), the page's
 * rows are chosen first by their ctid (filters, order and page on the table alone), and the
 * embeds are built for those rows only.
 */
export function readStatement(
  p: ReadPlanner,
  b: Built,
  from: string,
  page: string,
  withTotal: boolean,
  pageFirst: string | null = null,
): string {
  const filters = b.conds.length ? ` where ${b.conds.join(' and ')}` : ''
  const cut = pageFirst && canPageFirst(b, page)
  const where = cut
    ? `${filters ? `${filters} and` : ' where'} ${pageFirst}.ctid = any(array(select ${pageFirst}.ctid from ${from}${filters}${b.orderBy}${page}))`
    : filters
  const rest = `from ${from}${b.joins.map((j) => ' ' + j).join('')}${where}${groupSql(b)}${b.orderBy}${cut ? '' : page}`
  const total = withTotal
    ? `, (select count(*) from (${countedRows(b, from)}) _c)::int8 as total`
    : ''
  // Embedded resources are jsonb already, so CSV writes them with jsonb's text.
  if (p.csv)
    return `select ${csvBody(b.pairs.map((f) => textSql(f.name, f.column, p.params)))} as body, count(*)::int8 as n${total} from (select ${b.pairs.map((f, i) => `${f.value} as "c${i}"`).join(', ')} ${rest}) _x`
  // json_agg puts ", " and a newline between records; string_agg keeps the rows' order as it does.
  return `select coalesce('[' || string_agg(_x.j, E', \\n ') || ']', '[]') as body, count(*)::int8 as n${total} from (select ${rowText(b.pairs, p.params)} as j ${rest}) _x`
}

/**
 * PostgREST's CSV over the rows of `_x`: the field names (SQL text values) joined by commas (nothing when there is no row), a newline,
 * then each row's text as PostgreSQL writes a record, without its parentheses — so values are
 * quoted and escaped as in a record (a tsvector or anything with a space is quoted), JSON keeps
 * PostgreSQL's own spacing, and timestamps, booleans and arrays read as PostgreSQL writes them.
 */
export function csvBody(keys: string[]): string {
  const header = `case when count(*) > 0 then concat_ws(',', ${['null', ...keys].join(', ')}) else '' end`
  return `${header} || E'\n' || coalesce(string_agg(substring(_x::text, 2, length(_x::text) - 2), E'\n'), '')`
}
