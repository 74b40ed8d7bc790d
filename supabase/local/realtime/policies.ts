import { isPgError, type Db } from '../db'
import { rolledBack, type Subject } from './as-role'

export type Extension = 'broadcast' | 'presence'

/**
 * Private channels are authorized as hosted Realtime does it, by row-level security on
 * realtime.messages: reading a topic's broadcasts (or presence) is allowed when the subject
 * could select a realtime.messages row with that topic and extension, writing when it could
 * insert one. Nothing is kept: the probe rows are rolled back.
 */
export async function readPolicies(
  db: Db,
  subject: Subject,
  topic: string,
): Promise<Record<Extension, boolean>> {
  return rolledBack(
    db,
    subject,
    topic,
    async (tx) => {
      const { rows } = await tx
        .query<{ extension: string }>(
          `select extension from realtime.messages where topic = $1 and extension in ('broadcast', 'presence') and private`,
          [topic],
        )
        .catch((e: unknown) => {
          if (isPgError(e) && e.code === '42501') return { rows: [] }
          throw e
        })
      const seen = new Set(rows.map((r) => r.extension))
      return { broadcast: seen.has('broadcast'), presence: seen.has('presence') }
    },
    async (tx) => {
      await tx.query(
        `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, 'broadcast', 'probe', '{}', true), ($1, 'presence', 'probe', '{}', true)`,
        [topic],
      )
    },
  )
}

export async function canWrite(
  db: Db,
  subject: Subject,
  topic: string,
  extension: Extension,
): Promise<boolean> {
  return rolledBack(db, subject, topic, async (tx) => {
    try {
      await tx.query(
        `insert into realtime.messages (topic, extension, event, payload, private) values ($1, $2, 'probe', '{}', true)`,
        [topic, extension],
      )
      return true
    } catch (e) {
      // Refused by a policy or a missing grant; anything else is a real failure.
      if (isPgError(e) && e.code === '42501') return false
      throw e
    }
  })
}
