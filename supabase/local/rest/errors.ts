import { isPgError } from '../db'

/** A PostgREST-shaped error: `{code, details, hint, message}` with its HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export const err = {
  parse: (message: string, details: string | null = null) =>
    new RestError(400, 'PGRST100', message, details),
  body: (message = 'Empty or invalid json', details: string | null = null) =>
    new RestError(400, 'PGRST102', message, details),
  column: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  bodyColumn: (table: string, column: string) =>
    new RestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  singular: (n: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${n} rows`,
    ),
  schema: (schema: string, exposed: string[]) =>
    new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    ),
}

/** SQLSTATE → HTTP status, as PostgREST's Error.hs mapSQLtoHTTP. */
export function statusForSqlState(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === '22023') return 400
  if (code === '42P17') return 500
  const cls = code.slice(0, 2)
  if (['08', '53'].includes(cls) || code === '57P01') return 503
  if (['0L', '0P', '28'].includes(cls)) return 403
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(cls)
  )
    return 500
  return 400
}

/** Turns anything thrown while answering into a RestError (Postgres errors pass through). */
export function toRestError(e: unknown, isAnon: boolean): RestError | null {
  if (e instanceof RestError) return e
  if (isPgError(e)) {
    const code = e.code!
    // An unknown role in the JWT is an authentication problem, not a bad request.
    const status =
      code === '22023' && /^role ".*" does not exist$/.test(e.message)
        ? 401
        : statusForSqlState(code, isAnon)
    return new RestError(status, code, e.message, e.detail ?? null, e.hint ?? null)
  }
  return null
}
