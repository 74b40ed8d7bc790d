/**
 * Named server-side prepared statements, per database session, for the one-round-trip batches
 * of both drivers (pg-batch.ts, pglite-batch.ts). PostgreSQL then parses, analyses and
 * rewrites (row-level security policies included) each statement shape once per session
 * instead of on every request, and may settle on a generic plan. Names stand for SQL text, so
 * a statement shape keeps its name in every session.
 */
const MAX_PER_SESSION = 256
const MAX_NAMES = 10_000
const nameOf = new Map<string, string>()
let nextName = 0

function statementName(sql: string): string {
  let name = nameOf.get(sql)
  if (!name) {
    // Names are never reused for other text, so forgetting old ones is safe: sessions that
    // still hold them let them go as they fall out of use.
    if (nameOf.size >= MAX_NAMES) nameOf.clear()
    name = `oppi_${nextName++}`
    nameOf.set(sql, name)
  }
  return name
}

export interface PreparedSession {
  /** Statements the session holds, least recently used first. */
  held: Map<string, true>
  /** Statements of a failed batch: they may or may not exist (or may need re-preparing); the next batch closes them. */
  unsure: Set<string>
}

export function newPreparedSession(): PreparedSession {
  return { held: new Map(), unsure: new Set() }
}

/** One protocol step of a batch, in order; a Sync follows the last. */
export type Step =
  { close: string } | { parse: string; name: string } | { run: number; name: string }

/** A batch's steps on a session, and what to record once the session has answered. */
export interface Plan {
  steps: Step[]
  names: string[]
  parsed: string[]
}

/**
 * The steps that run `sqls` in order on `session`: statements of a failed batch and those the
 * session no longer needs are closed (the least recently used, to keep at most
 * MAX_PER_SESSION), statements it does not hold are parsed under their name, and each
 * statement is then bound and executed. Closing a statement that does not exist is not an
 * error, so a statement of a failed batch, which may or may not exist, is closed first.
 */
export function planBatch(session: PreparedSession, sqls: string[]): Plan {
  const names = sqls.map(statementName)
  const steps: Step[] = [...session.unsure].map((name) => ({ close: name }))
  session.unsure.clear()
  const parsed: string[] = []
  let excess =
    session.held.size + new Set(names.filter((n) => !session.held.has(n))).size - MAX_PER_SESSION
  for (const name of session.held.keys()) {
    if (excess <= 0) break
    if (names.includes(name)) continue
    session.held.delete(name)
    steps.push({ close: name })
    excess--
  }
  for (const [i, sql] of sqls.entries()) {
    const name = names[i]
    if (session.held.has(name)) {
      // Most recently used last.
      session.held.delete(name)
      session.held.set(name, true)
    } else if (!parsed.includes(name)) {
      steps.push({ parse: sql, name })
      parsed.push(name)
    }
    steps.push({ run: i, name })
  }
  return { steps, names, parsed }
}

/**
 * Records how the batch ended. After an error, what PostgreSQL skipped is unknown from here,
 * and a held statement can fail because it must be prepared again (a table changed its
 * columns): every statement of the batch is closed and parsed afresh next time.
 */
export function settleBatch(session: PreparedSession, plan: Plan, ok: boolean) {
  if (ok) {
    for (const name of plan.parsed) session.held.set(name, true)
    return
  }
  for (const name of plan.names) {
    session.held.delete(name)
    session.unsure.add(name)
  }
}
