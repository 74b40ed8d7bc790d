/**
 * Whether live updates are flowing: every channel the page holds reports its subscribe status
 * here. A channel that drops is usually back within a second or two (the socket reconnects,
 * the channels rejoin), so only an outage that lasts `graceMs` is told to the user — once, as
 * "paused", and once more as "resumed" when every channel is subscribed again.
 */
export function createChannelHealth(
  notice: { paused: () => void; resumed: () => void },
  graceMs = 4000,
) {
  const down = new Set<string>()
  let told = false
  let timer: ReturnType<typeof setTimeout> | null = null

  const settle = () => {
    if (down.size > 0) {
      timer ??= setTimeout(() => {
        timer = null
        if (down.size > 0 && !told) {
          told = true
          notice.paused()
        }
      }, graceMs)
      return
    }
    if (timer) clearTimeout(timer)
    timer = null
    if (told) {
      told = false
      notice.resumed()
    }
  }

  /** `status` as realtime-js reports it (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT, CLOSED), or REMOVED when the page lets the channel go. */
  return (key: string, status: string) => {
    if (status === 'SUBSCRIBED' || status === 'REMOVED') down.delete(key)
    else down.add(key)
    settle()
  }
}

export type HealthReport = ReturnType<typeof createChannelHealth>
