import type { Queryable } from '../db'

/**
 * Where each column of a view comes from: the table column PostgreSQL itself recorded as its
 * origin. When a view is created, the parser marks every output column that is a plain reference
 * to a table column (directly, or through a join, a subquery or a CTE) with that table's oid and
 * the column's number (`resorigtbl`/`resorigcol` of the target entry). The stored rewrite rule
 * (`pg_rewrite.ev_action`, a node tree in PostgreSQL's text form) keeps those marks; a column
 * taken from another view points at that view, so origins are followed view by view down to the
 * tables.
 */
export interface ViewColumnOrigin {
  viewOid: number
  viewSchema: string
  viewName: string
  /** The view column's number and name. */
  column: number
  columnName: string
  /** The relation (a table, or a view when the trail continues) and its column number. */
  originOid: number
  originColumn: number
  /** 0 for the view's own mark, 1 after following one view, and so on. */
  depth: number
}

type NodeValue = string | NodeValue[] | TreeNode
interface TreeNode {
  type: string
  fields: Map<string, NodeValue>
}

/**
 * Splits PostgreSQL's node text into tokens: parentheses and braces stand alone, whitespace
 * separates, and a backslash makes the next character part of the token (how names with spaces
 * or braces are written).
 */
function tokenize(text: string): string[] {
  const tokens: string[] = []
  let current = ''
  let inToken = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '\\' && i + 1 < text.length) {
      current += text[++i]
      inToken = true
    } else if (ch === ' ' || ch === '\n' || ch === '\t') {
      if (inToken) tokens.push(current)
      current = ''
      inToken = false
    } else if (ch === '(' || ch === ')' || ch === '{' || ch === '}') {
      if (inToken) tokens.push(current)
      tokens.push(ch)
      current = ''
      inToken = false
    } else {
      current += ch
      inToken = true
    }
  }
  if (inToken) tokens.push(current)
  return tokens
}

/** A node tree: `{TYPE :field value …}` nodes, `( … )` lists, and plain tokens. */
export function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text)
  let pos = 0
  const value = (): NodeValue => {
    const token = tokens[pos++]
    if (token === '(') {
      const list: NodeValue[] = []
      while (pos < tokens.length && tokens[pos] !== ')') list.push(value())
      pos++
      return list
    }
    if (token !== '{') return token
    const node: TreeNode = { type: tokens[pos++], fields: new Map() }
    while (pos < tokens.length && tokens[pos] !== '}') {
      const t = tokens[pos]
      // A field is `:name value`; anything else here (a constant's datum bytes) is skipped.
      if (t.startsWith(':') && t.length > 1) {
        pos++
        node.fields.set(t.slice(1), tokens[pos] === '}' ? '<>' : value())
      } else if (t === '(' || t === '{') value()
      else pos++
    }
    pos++
    return node
  }
  return value()
}

const isNode = (v: NodeValue | undefined): v is TreeNode =>
  typeof v === 'object' && !Array.isArray(v)

/** [column number, origin relation, origin column] of the rule's own (outermost) query. */
export function targetOrigins(evAction: string): [number, number, number][] {
  const tree = parseNodeTree(evAction)
  const query = Array.isArray(tree) ? tree[0] : tree
  if (!isNode(query)) return []
  const targets = query.fields.get('targetList')
  if (!Array.isArray(targets)) return []
  const num = (n: TreeNode, f: string) => Number(n.fields.get(f))
  return targets
    .filter(isNode)
    .map((t) => [num(t, 'resno'), num(t, 'resorigtbl'), num(t, 'resorigcol')])
}

/**
 * The origins of every column of the views in `startSchemas`, each followed through the views
 * of `viewSchemas` (the exposed schemas and the extra search path): one entry per step of the
 * trail, a cycle stopping where a relation repeats.
 */
export async function loadViewLineage(
  db: Queryable,
  startSchemas: string[],
  viewSchemas: string[],
): Promise<ViewColumnOrigin[]> {
  const { rows } = await db.query<{
    oid: number
    schema: string
    name: string
    action: string
    columns: string[]
  }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name, r.ev_action::text as action,
            (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_rewrite r on r.ev_class = c.oid
      where c.relkind in ('v', 'm') and n.nspname = any($1)
      order by c.oid, r.oid`,
    [viewSchemas],
  )
  // Each view's marks, by view and column number (a view may carry more than one rule).
  const marks = new Map<number, [number, number, number][]>()
  for (const r of rows) marks.set(r.oid, [...(marks.get(r.oid) ?? []), ...targetOrigins(r.action)])
  const out: ViewColumnOrigin[] = []
  for (const view of rows) {
    if (!startSchemas.includes(view.schema)) continue
    for (const [column, originOid, originColumn] of targetOrigins(view.action)) {
      const columnName = view.columns?.[column - 1]
      if (columnName === undefined || originOid === 0) continue
      let level: [number, number, number[]][] = [[originOid, originColumn, [originOid]]]
      for (let depth = 0; level.length; depth++) {
        const next: [number, number, number[]][] = []
        for (const [oid, col, path] of level) {
          out.push({
            viewOid: view.oid,
            viewSchema: view.schema,
            viewName: view.name,
            column,
            columnName,
            originOid: oid,
            originColumn: col,
            depth,
          })
          // A path that came back to a relation it already passed is recorded, not followed.
          if (path.indexOf(oid) !== path.length - 1) continue
          for (const [innerColumn, innerOid, innerCol] of marks.get(oid) ?? []) {
            if (innerColumn === col) next.push([innerOid, innerCol, [...path, innerOid]])
          }
        }
        level = next
      }
    }
  }
  return out
}
