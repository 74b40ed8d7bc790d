/**
 * Quoting for identifiers and literals that come from the schema cache (pg_catalog), never
 * from request text. Request text only ever reaches SQL as a bind parameter.
 */
export function ident(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"'
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

/** A string literal for catalog-derived text (column names used as JSON keys). */
export function literal(text: string): string {
  return "'" + text.replace(/'/g, "''") + "'"
}

/** Collects bind parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
