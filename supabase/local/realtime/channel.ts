import { randomUUID } from 'node:crypto'
import type { Subject } from './as-role'
import { checkToken, type Claims } from './auth'
import { publishedTables } from './changes/tables'
import {
  readBindings,
  subscribe,
  type Binding,
  type ChangeListener,
  type Subscription,
} from './changes/subscriptions'
import type { Hub, Member } from './hub'
import { canWrite, readPolicies } from './policies'
import type { BroadcastMessage, Frame } from './protocol'
import type { Tracker } from './presence'
import { PresenceCounter } from './presence-limit'

/** What a channel needs from its socket. */
export interface Transport {
  readonly supportsBinary: boolean
  send(frame: Frame): void
  sendBinaryBroadcast(topic: string, event: string, bytes: Buffer): void
  reply(frame: Frame, status: 'ok' | 'error', response: unknown): void
  /** The channel ended on the server's side: the socket forgets it. */
  closed(channel: Channel): void
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

// Timers cannot be set further out than this; a later expiry is rechecked when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1

/** One joined channel of one socket: `realtime:<name>`. */
export class Channel implements Member, ChangeListener, Tracker {
  readonly name: string
  readonly isPrivate: boolean
  readonly presenceKey: string
  private readonly selfBroadcast: boolean
  private readonly ack: boolean
  private presenceEnabled: boolean
  private claims: Claims
  private token: string
  private policies: { broadcast: boolean; presence: boolean } | null = null
  private writes = new Map<'broadcast' | 'presence', boolean>()
  private subscriptions: Subscription[] = []
  private expiry: NodeJS.Timeout | null = null
  private ended = false
  private readonly presenceCounter: PresenceCounter

  private constructor(
    private readonly hub: Hub,
    private readonly transport: Transport,
    readonly topic: string,
    readonly joinRef: string | null,
    config: Record<string, unknown>,
    token: string,
    claims: Claims,
  ) {
    this.name = topic.slice('realtime:'.length)
    this.isPrivate = config.private === true
    const broadcast = obj(config.broadcast)
    const presence = obj(config.presence)
    this.selfBroadcast = broadcast.self === true
    this.ack = broadcast.ack === true
    this.presenceEnabled = presence.enabled === true
    this.presenceKey =
      typeof presence.key === 'string' && presence.key ? presence.key : randomUUID()
    this.token = token
    this.claims = claims
    this.presenceCounter = new PresenceCounter(hub.presenceLimits)
  }

  /** Joins, replies, and returns the channel — or replies with Realtime's error and returns null. */
  static async join(
    hub: Hub,
    transport: Transport,
    frame: Frame,
    socketToken: string,
  ): Promise<Channel | null> {
    const fail = (reason: string) => {
      transport.reply(frame, 'error', { reason })
      return null
    }
    if (frame.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name')
    const payload = obj(frame.payload)
    const config = obj(payload.config)
    const given = typeof payload.access_token === 'string' ? payload.access_token : null
    // The new-format keys are not JWTs: the socket's own key stands for them.
    const token = given && !given.startsWith('sb_') ? given : socketToken
    const checked = await checkToken(hub.keys, token)
    if (!checked.ok) return fail(`${checked.code}: ${checked.message}`)
    const channel = new Channel(
      hub,
      transport,
      frame.topic,
      frame.joinRef,
      config,
      token,
      checked.claims,
    )
    if (channel.isPrivate) {
      channel.policies = await readPolicies(hub.db, channel.subject(), channel.name)
      if (!channel.policies.broadcast && !channel.policies.presence) {
        return fail(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.name}`,
        )
      }
    }
    const bindings = readBindings(config.postgres_changes)
    const published = bindings.length > 0 ? await publishedTables(hub.db) : new Set<string>()
    const results = bindings.map((b) => subscribe(b, channel, published))
    const refused = results.find((r): r is string => typeof r === 'string')
    hub.add(channel)
    channel.scheduleExpiry()
    transport.reply(frame, 'ok', {
      postgres_changes: bindings.map((b: Binding) => ({
        ...b,
        id: subscribeId(results, b, bindings),
      })),
    })
    if (bindings.length > 0) {
      if (refused) channel.system('postgres_changes', 'error', refused)
      else {
        channel.subscriptions = results as Subscription[]
        hub.feed.add(channel.subscriptions)
        channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL')
      }
    }
    if (channel.presenceEnabled) channel.sendPresenceState()
    return channel
  }

  get canReadBroadcast() {
    return !this.policies || this.policies.broadcast
  }

  get canReadPresence() {
    return !this.policies || this.policies.presence
  }

  subject(): Subject {
    return { role: this.claims.role, claims: this.claims }
  }

  private push(event: string, payload: unknown, joinRef: string | null = this.joinRef) {
    if (!this.ended) this.transport.send({ joinRef, ref: null, topic: this.topic, event, payload })
  }

  private system(extension: string, status: 'ok' | 'error', message: string) {
    this.push('system', { extension, status, message, channel: this.name })
  }

  deliverChange(ids: number[], data: unknown) {
    this.push('postgres_changes', { ids, data }, null)
  }

  receiveBroadcast(message: BroadcastMessage) {
    if (this.ended) return
    if (message.binary) {
      if (this.transport.supportsBinary)
        this.transport.sendBinaryBroadcast(this.topic, message.event, message.binary)
      return
    }
    this.push(
      'broadcast',
      { type: 'broadcast', event: message.event, payload: message.payload },
      null,
    )
  }

  receivePresenceDiff(diff: unknown) {
    this.push('presence_diff', diff)
  }

  private sendPresenceState() {
    if (this.canReadPresence)
      this.push('presence_state', this.hub.presence(this.topic, this.isPrivate).state())
  }

  private async mayWrite(extension: 'broadcast' | 'presence'): Promise<boolean> {
    if (!this.isPrivate) return true
    let ok = this.writes.get(extension)
    if (ok === undefined) {
      ok = await canWrite(this.hub.db, this.subject(), this.name, extension)
      this.writes.set(extension, ok)
    }
    return ok
  }

  async handleBroadcast(frame: Frame) {
    const p = obj(frame.payload)
    if (typeof p.event !== 'string') return
    // A private channel's sender needs the right to write; without it the message is dropped
    // without a reply, as hosted Realtime does.
    if (!(await this.mayWrite('broadcast'))) return
    const message: BroadcastMessage = {
      event: p.event,
      payload: p.payload,
      binary: Buffer.isBuffer(p.binary) ? p.binary : undefined,
    }
    this.hub.broadcast(this.topic, this.isPrivate, message, this.selfBroadcast ? undefined : this)
    if (this.ack) this.transport.reply(frame, 'ok', {})
  }

  async handlePresence(frame: Frame) {
    const p = obj(frame.payload)
    // Every presence message with an event counts, known or not, before anything else is
    // checked; one too many ends the channel without a reply, as on hosted Realtime.
    if ('event' in p && !this.presenceCounter.take())
      return this.shutdown('Client presence rate limit exceeded')
    const event = typeof p.event === 'string' ? p.event.toLowerCase() : ''
    if (event !== 'track' && event !== 'untrack') return this.transport.reply(frame, 'error', {})
    if (!(await this.mayWrite('presence'))) return this.transport.reply(frame, 'error', {})
    const presence = this.hub.presence(this.topic, this.isPrivate)
    if (event === 'track') {
      if (
        p.payload !== undefined &&
        (typeof p.payload !== 'object' || p.payload === null || Array.isArray(p.payload))
      ) {
        return this.transport.reply(frame, 'error', {
          reason: 'Presence track payload must be a map',
        })
      }
      const diff = presence.track(this, (p.payload ?? {}) as Record<string, unknown>)
      this.transport.reply(frame, 'ok', {})
      // Tracking turns presence on for a channel that joined without it.
      if (!this.presenceEnabled) {
        this.presenceEnabled = true
        this.sendPresenceState()
      }
      this.hub.presenceDiff(this.topic, this.isPrivate, diff)
      return
    }
    const diff = presence.untrack(this)
    this.transport.reply(frame, 'ok', {})
    if (diff) this.hub.presenceDiff(this.topic, this.isPrivate, diff)
  }

  /** A refreshed access token: checked, then it replaces the old one (and its expiry). */
  async refreshToken(frame: Frame) {
    const token = obj(frame.payload).access_token
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return
    const checked = await checkToken(this.hub.keys, token)
    if (!checked.ok) return this.shutdown(checked.message)
    this.token = token
    this.claims = checked.claims
    this.writes.clear()
    this.scheduleExpiry()
    if (this.isPrivate) {
      const before = this.policies
      this.policies = await readPolicies(this.hub.db, this.subject(), this.name)
      if (
        (before?.broadcast && !this.policies.broadcast) ||
        (before?.presence && !this.policies.presence)
      ) {
        this.shutdown(`You no longer have permission to read from this Channel topic: ${this.name}`)
      }
    }
  }

  private scheduleExpiry() {
    if (this.expiry) clearTimeout(this.expiry)
    const ms = this.claims.exp * 1000 - Date.now()
    this.expiry = setTimeout(
      () => {
        if (this.claims.exp * 1000 > Date.now()) return this.scheduleExpiry()
        this.shutdown(
          `Token has expired ${Math.floor(Date.now() / 1000 - this.claims.exp)} seconds ago`,
        )
      },
      Math.max(0, Math.min(ms, MAX_TIMER_MS)),
    )
    this.expiry.unref()
  }

  /** The server ends the channel: a system error, then phx_close, as Realtime does. */
  shutdown(message: string) {
    if (this.ended) return
    this.system('system', 'error', message)
    this.transport.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_close',
      payload: {},
    })
    this.end()
    this.transport.closed(this)
  }

  /** Leaves everything: presence, the topic, the change feed. Idempotent. */
  end() {
    if (this.ended) return
    this.ended = true
    if (this.expiry) clearTimeout(this.expiry)
    this.hub.feed.remove(this.subscriptions)
    this.hub.remove(this)
    const diff = this.hub.presence(this.topic, this.isPrivate).untrack(this)
    if (diff) this.hub.presenceDiff(this.topic, this.isPrivate, diff)
    this.hub.dropPresenceIfEmpty(this.topic, this.isPrivate)
  }
}

function subscribeId(results: (Subscription | string)[], b: Binding, bindings: Binding[]): number {
  const r = results[bindings.indexOf(b)]
  return typeof r === 'string' ? 0 : r.id
}
