import type { WebSocket } from 'ws'
import { Channel, type Transport } from './channel'
import type { Hub } from './hub'
import { decodeFrame, encodeBinaryBroadcast, encodeFrame, type Frame, type Vsn } from './protocol'

/**
 * One WebSocket: decodes frames, answers heartbeats, routes the rest to its channels. Frames
 * are handled one at a time in arrival order; a frame that is not one is ignored.
 */
export class Connection implements Transport {
  private readonly channels = new Map<string, Channel>()
  private queue: Promise<void> = Promise.resolve()
  private lastSeen = Date.now()
  private readonly idleCheck: NodeJS.Timeout

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly hub: Hub,
    /** The socket's apikey: the credential of joins that bring no token of their own. */
    private readonly socketToken: string,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now()
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
      const frame = decodeFrame(buf, isBinary, vsn)
      if (!frame) return
      this.queue = this.queue.then(() =>
        this.handle(frame).catch((e: unknown) =>
          hub.log.error(`realtime: ${frame.event} on ${frame.topic}: ${(e as Error).stack ?? e}`),
        ),
      )
    })
    ws.on('close', () => this.closeAll())
    ws.on('error', () => ws.terminate())
    // A socket that went away without closing (network gone) stops sending heartbeats.
    this.idleCheck = setInterval(
      () => {
        if (Date.now() - this.lastSeen > hub.idleTimeoutMs) ws.terminate()
      },
      Math.max(50, Math.floor(hub.idleTimeoutMs / 4)),
    )
    this.idleCheck.unref()
  }

  get supportsBinary() {
    return this.vsn === '2.0.0'
  }

  send(frame: Frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(frame, this.vsn))
  }

  sendBinaryBroadcast(topic: string, event: string, bytes: Buffer) {
    const buf = encodeBinaryBroadcast(topic, event, bytes)
    if (buf && this.ws.readyState === this.ws.OPEN) this.ws.send(buf, { binary: true })
  }

  reply(frame: Frame, status: 'ok' | 'error', response: unknown) {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    })
  }

  closed(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic)
  }

  private async handle(frame: Frame) {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return this.reply(frame, 'ok', {})
    if (frame.event === 'phx_join') {
      if (!frame.topic.startsWith('realtime:'))
        return this.reply(frame, 'error', { reason: 'unmatched topic' })
      // A second join of the same topic replaces the first (a client rejoining).
      const previous = this.channels.get(frame.topic)
      if (previous) {
        previous.end()
        this.channels.delete(frame.topic)
      }
      let channel: Channel | null
      try {
        channel = await Channel.join(this.hub, this, frame, this.socketToken)
      } catch (e) {
        // A database failure during the checks: the client hears of it and retries.
        this.hub.log.error(`realtime: join of ${frame.topic}: ${(e as Error).stack ?? e}`)
        return this.reply(frame, 'error', { reason: 'Unknown Error on Channel' })
      }
      if (!channel) return
      // The socket may have gone while the join was checked.
      if (this.ws.readyState === this.ws.OPEN) this.channels.set(frame.topic, channel)
      else channel.end()
      return
    }
    const channel = this.channels.get(frame.topic)
    if (!channel || (frame.joinRef !== null && frame.joinRef !== channel.joinRef)) {
      if (frame.event !== 'access_token') this.reply(frame, 'error', { reason: 'unmatched topic' })
      return
    }
    switch (frame.event) {
      case 'phx_leave':
        channel.end()
        this.channels.delete(frame.topic)
        this.reply(frame, 'ok', {})
        this.send({
          joinRef: channel.joinRef,
          ref: channel.joinRef,
          topic: frame.topic,
          event: 'phx_close',
          payload: {},
        })
        return
      case 'broadcast':
        return channel.handleBroadcast(frame)
      case 'presence':
        return channel.handlePresence(frame)
      case 'access_token':
        return channel.refreshToken(frame)
      default:
        // Realtime ignores events it does not know.
        return
    }
  }

  private closeAll() {
    clearInterval(this.idleCheck)
    for (const channel of this.channels.values()) channel.end()
    this.channels.clear()
  }
}
