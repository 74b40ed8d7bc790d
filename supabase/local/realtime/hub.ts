import type { Db } from '../db'
import type { Keys } from '../keys'
import type { Logger } from '../platform/types'
import { ChangeFeed } from './changes/feed'
import type { BroadcastMessage } from './protocol'
import { TopicPresence } from './presence'
import type { PresenceLimits } from './presence-limit'

/** A joined channel as the hub sees it. */
export interface Member {
  readonly topic: string
  readonly isPrivate: boolean
  readonly canReadBroadcast: boolean
  readonly canReadPresence: boolean
  receiveBroadcast(message: BroadcastMessage): void
  receivePresenceDiff(diff: unknown): void
}

/**
 * Everything shared between sockets: who is joined to which topic, presence per topic and the
 * change feed. Private and public channels of the same name are separate topics, as on
 * hosted Realtime.
 */
export class Hub {
  private readonly members = new Map<string, Set<Member>>()
  private readonly presences = new Map<string, TopicPresence>()
  readonly feed: ChangeFeed

  constructor(
    readonly db: Db,
    readonly keys: Keys,
    readonly log: Logger,
    /** A socket that sends nothing for this long is closed (its presence leaves). */
    readonly idleTimeoutMs: number,
    /** How many presence messages a client may send on one channel, as hosted Realtime allows. */
    readonly presenceLimits: PresenceLimits,
  ) {
    this.feed = new ChangeFeed(db, log)
  }

  private static key(topic: string, isPrivate: boolean) {
    return `${isPrivate ? 'private' : 'public'}:${topic}`
  }

  add(m: Member) {
    const key = Hub.key(m.topic, m.isPrivate)
    const set = this.members.get(key) ?? new Set()
    set.add(m)
    this.members.set(key, set)
  }

  remove(m: Member) {
    const key = Hub.key(m.topic, m.isPrivate)
    const set = this.members.get(key)
    set?.delete(m)
    if (set?.size === 0) this.members.delete(key)
  }

  presence(topic: string, isPrivate: boolean): TopicPresence {
    const key = Hub.key(topic, isPrivate)
    let p = this.presences.get(key)
    if (!p) this.presences.set(key, (p = new TopicPresence()))
    return p
  }

  dropPresenceIfEmpty(topic: string, isPrivate: boolean) {
    const key = Hub.key(topic, isPrivate)
    if (this.presences.get(key)?.empty) this.presences.delete(key)
  }

  /** To every member of the topic allowed to read broadcasts; `except` is the sender without `self`. */
  broadcast(topic: string, isPrivate: boolean, message: BroadcastMessage, except?: Member) {
    for (const m of this.members.get(Hub.key(topic, isPrivate)) ?? []) {
      if (m !== except && m.canReadBroadcast) m.receiveBroadcast(message)
    }
  }

  presenceDiff(topic: string, isPrivate: boolean, diff: unknown) {
    for (const m of this.members.get(Hub.key(topic, isPrivate)) ?? []) {
      if (m.canReadPresence) m.receivePresenceDiff(diff)
    }
  }
}
