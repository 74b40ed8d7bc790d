import { randomBytes } from 'node:crypto'

type Meta = Record<string, unknown> & { phx_ref: string }
export type PresenceMap = Record<string, { metas: Meta[] }>

export interface Tracker {
  /** The presence key the member tracks under. */
  readonly presenceKey: string
}

/** A unique reference per tracked meta, in the shape Phoenix gives them. */
export const phxRef = () => `F${randomBytes(9).toString('base64url')}`

/**
 * Phoenix Presence for one topic: each tracker (a joined channel) holds at most one meta under
 * its key; several trackers may share a key (one user, two tabs).
 */
export class TopicPresence {
  private readonly metas = new Map<Tracker, Meta>()

  get empty() {
    return this.metas.size === 0
  }

  state(): PresenceMap {
    const out: PresenceMap = {}
    for (const [t, meta] of this.metas) (out[t.presenceKey] ??= { metas: [] }).metas.push(meta)
    return out
  }

  /** Tracks (or re-tracks) and returns the diff to send. */
  track(
    tracker: Tracker,
    payload: Record<string, unknown>,
  ): { joins: PresenceMap; leaves: PresenceMap } {
    const previous = this.metas.get(tracker)
    const meta: Meta = { ...payload, phx_ref: phxRef() }
    if (previous) meta.phx_ref_prev = previous.phx_ref
    this.metas.set(tracker, meta)
    return {
      joins: { [tracker.presenceKey]: { metas: [meta] } },
      leaves: previous ? { [tracker.presenceKey]: { metas: [previous] } } : {},
    }
  }

  /** The diff to send, or null when the tracker held nothing. */
  untrack(tracker: Tracker): { joins: PresenceMap; leaves: PresenceMap } | null {
    const previous = this.metas.get(tracker)
    if (!previous) return null
    this.metas.delete(tracker)
    return { joins: {}, leaves: { [tracker.presenceKey]: { metas: [previous] } } }
  }
}
