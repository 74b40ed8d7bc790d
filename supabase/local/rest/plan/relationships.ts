import { RestError } from '../errors'
import { closest } from '../fuzzy'
import { key, type SchemaCache, type Table } from '../schema-cache'
import { relationshipsBySource, type Relationship } from './relationship-graph'

export type { Relationship } from './relationship-graph'

/** PostgREST's description of a candidate in PGRST201's details. */
function describe(r: Relationship) {
  const cols = (names: string[]) => `(${names.join(', ')})`
  return {
    cardinality: r.cardinality,
    embedding: `${r.source.name} with ${r.target.name}`,
    relationship: r.junction
      ? `${r.junction.table.name} using ${r.junction.toParent.name}${cols(r.junction.toParent.columns)} and ${r.junction.toTarget.name}${cols(r.junction.toTarget.columns)}`
      : `${r.constraint} using ${r.source.name}${cols(r.pairs.map(([p]) => p))} and ${r.target.name}${cols(r.pairs.map(([, t]) => t))}`,
  }
}

/** The foreign key's single column on one side (0: the source's, 1: the target's) is `value`. */
const singleColumn = (r: Relationship, side: 0 | 1, value: string) =>
  !r.junction && r.pairs.length === 1 && r.pairs[0][side] === value
const isConstraint = (r: Relationship, value: string) => !r.junction && r.constraint === value

/**
 * The one relationship `parent → name[!hint]` means, as PostgREST's findRel decides, among the
 * parent's relationships to tables and views of its schema. The target names the table or view,
 * or (without a hint, and only towards a table) a foreign key's constraint or its single column
 * on the parent's side; a hint names the constraint, a column on either side, or the junction.
 * A relation referencing itself has two relationships through one key: its name alone means the
 * one-to-many side, its column the many-to-one side, and a hint the column on the other side.
 */
export function findRelationship(
  cache: SchemaCache,
  parent: Table,
  name: string,
  hint: string | null,
): Relationship {
  const schema = parent.schema
  const bySource = relationshipsBySource(cache)
  const all = bySource.get(key(schema, parent.name))
  const matches = (all ?? []).filter((r) => {
    if (r.isSelf) {
      if (!hint)
        return (
          (r.target.name === name && r.cardinality === 'one-to-many') ||
          (singleColumn(r, 0, name) && r.cardinality === 'many-to-one')
        )
      return r.target.name === name && r.cardinality === 'one-to-many' && singleColumn(r, 1, hint)
    }
    if (!hint)
      return (
        r.target.name === name ||
        (!r.targetIsView && (isConstraint(r, name) || singleColumn(r, 0, name)))
      )
    return (
      r.target.name === name &&
      (isConstraint(r, hint) ||
        singleColumn(r, 0, hint) ||
        singleColumn(r, 1, hint) ||
        r.junction?.table.name === hint)
    )
  })
  if (matches.length === 1) return matches[0]
  if (matches.length === 0) {
    // A likely typo of a relation the parent is related to; of the parent itself when it has no
    // relationships (among the relations that have some).
    const targets = [...new Set((all ?? []).map((r) => r.target.name))].filter((t) => t !== name)
    const parents = [...bySource.values()]
      .map((rels) => rels[0].source)
      .filter((t) => t.schema === schema)
      .map((t) => t.name)
    const guess = all ? closest(name, targets) : null
    const parentGuess = all ? null : closest(parent.name, parents)
    return fail(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
      guess
        ? `Perhaps you meant '${guess}' instead of '${name}'.`
        : parentGuess
          ? `Perhaps you meant '${parentGuess}' instead of '${parent.name}'.`
          : null,
    )
  }
  const options = matches.map(
    (r) => `'${r.target.name}!${r.junction ? r.junction.table.name : r.constraint}'`,
  )
  return fail(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    matches.map(describe),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

function fail(
  status: number,
  code: string,
  message: string,
  details: unknown,
  hint: string | null,
): never {
  throw new RestError(status, code, message, details, hint)
}
