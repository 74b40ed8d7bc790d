/**
 * Hosted Realtime lets a client send at most 5 presence messages (track or untrack) on a
 * channel in 30 s, and closes the channel at the sixth ("Client presence rate limit exceeded").
 * A browser tracks again on every navigation, so a few quick clicks would reach that.
 *
 * The pacer sends at most `max` messages in any `windowMs`: one less than hosted's limit, and a
 * window a little longer than its 30 s, so network delays that bunch messages together on the
 * way cannot push a window over. A value waits `settleMs` first, so a burst (a redirect, fast
 * clicking, a toggle flipped twice) goes out as one message; a value that finds the window full
 * waits for room. Only the latest value is ever sent, and not at all when it is the one that
 * went out last.
 */
export function createPresencePacer<T>(
  send: (value: T) => void,
  { max = 4, windowMs = 32_000, settleMs = 500 } = {},
) {
  const sentAt: number[] = []
  let last: string | null = null
  let pending: { value: T } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = () => {
    timer = null
    if (!pending) return
    const key = JSON.stringify(pending.value)
    if (key === last) {
      pending = null
      return
    }
    const now = Date.now()
    while (sentAt.length > 0 && now - sentAt[0] >= windowMs) sentAt.shift()
    if (sentAt.length >= max) {
      timer = setTimeout(flush, sentAt[0] + windowMs - now)
      return
    }
    const { value } = pending
    pending = null
    last = key
    sentAt.push(now)
    send(value)
  }

  return {
    /** Asks for `value` to be the presence the server holds. */
    push(value: T) {
      pending = { value }
      timer ??= setTimeout(flush, settleMs)
    },
    /** Drops what is waiting (an unmounting page); a later push is sent as usual. */
    stop() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
    },
  }
}
