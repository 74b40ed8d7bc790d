import type { Db, Queryable, QueryResult } from '../db'
import type { Claims } from './auth'

/** Who a check runs as: the role and JWT claims Realtime stores with each subscription. */
export interface Subject {
  role: string
  claims: Claims
}

// The role first, then the claims, as PostgREST sets them; realtime.topic() reads the topic.
const SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('realtime.topic', $3, true)`

const READ_ONLY_SETTINGS = SETTINGS.replace(
  'select ',
  "select set_config('transaction_read_only', 'on', true), ",
)

const settings = (subject: Subject, topic: string | null) => [
  subject.role,
  JSON.stringify(subject.claims),
  topic ?? '',
]

class Rollback {
  constructor(readonly value: unknown) {}
}

/**
 * Runs fn in a transaction that is always rolled back: `before` as the server's own role (to
 * stage rows), then `fn` as the subject with its claims and topic.
 */
export async function rolledBack<T>(
  db: Db,
  subject: Subject,
  topic: string | null,
  fn: (tx: Queryable) => Promise<T>,
  before?: (tx: Queryable) => Promise<void>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await before?.(tx)
      await tx.query(SETTINGS, settings(subject, topic))
      throw new Rollback(await fn(tx))
    })
  } catch (e) {
    if (e instanceof Rollback) return e.value as T
    throw e
  }
  throw new Error('unreachable: the transaction always rolls back')
}

/**
 * One read-only statement as the subject: the settings and the statement go out in one round
 * trip as one implicit transaction.
 */
export async function queryAs<T>(
  db: Db,
  subject: Subject,
  sql: string,
  params: unknown[],
): Promise<QueryResult<T>> {
  const [, result] = await db.batch([
    { sql: READ_ONLY_SETTINGS, params: settings(subject, null) },
    { sql, params },
  ])
  return result as QueryResult<T>
}

export interface AsSubject {
  subject: Subject
  sql: string
  params: unknown[]
}

/**
 * Several read-only statements, each as its own subject, in one round trip as one transaction:
 * the role and claims are set again before each. When one fails (a subject without the
 * privilege), each is retried on its own and the failing ones answer null.
 */
export async function queryEachAs<T>(
  db: Db,
  items: AsSubject[],
): Promise<(QueryResult<T> | null)[]> {
  if (items.length === 0) return []
  try {
    const results = await db.batch(
      items.flatMap((i) => [
        { sql: READ_ONLY_SETTINGS, params: settings(i.subject, null) },
        { sql: i.sql, params: i.params },
      ]),
    )
    return items.map((_, k) => results[2 * k + 1] as QueryResult<T>)
  } catch {
    return Promise.all(
      items.map((i) => queryAs<T>(db, i.subject, i.sql, i.params).catch(() => null)),
    )
  }
}
