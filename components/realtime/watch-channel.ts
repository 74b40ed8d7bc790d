import type {
  RealtimeChannel,
  RealtimePostgresChangesFilter,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js'
import type { HealthReport } from './health'

/**
 * How long to wait before building a channel again that the server closed: 2, 5, 15 s, then
 * every 30 s, each with up to a fifth added at random. The server closes a channel for a
 * reason (a rate limit, a database error, a node going away), so the first try is not
 * immediate, and a whole school's browsers do not come back in the same instant.
 */
export function rebuildDelay(tries: number, random: () => number = Math.random): number {
  const base = [2000, 5000, 15000][tries - 1] ?? 30000
  return Math.round(base * (1 + random() / 5))
}

// A channel that stayed joined this long before it closed starts its back-off from the first
// delay again; one closed soon after joining keeps climbing, so a server that keeps closing it
// is asked less and less often.
const SETTLED_MS = 60_000

/** The `system` message hosted Realtime pushes about a channel's extensions. */
type SystemMessage = { extension?: string; status?: string; message?: string }

export type WatchOptions = {
  /**
   * The channel has postgres_changes bindings. Hosted Realtime replies to the join first and
   * creates the subscription after it, then says so with a `system` message (status ok, or
   * error); a change made in between is never sent. Such a channel counts as joined, and
   * catches up, only on that message.
   */
  changes?: boolean
}

/**
 * Keeps one channel (made by `make`) subscribed while the watcher lives, reporting its status
 * under `key` and calling `onJoined` after each (re)join, to catch up on what was missed.
 *
 * realtime-js rejoins a channel after a dropped connection or a refused join by itself, but
 * not one the server closed (`phx_close`): it reports CLOSED and forgets it. So a channel
 * that ends CLOSED (or, with `changes`, whose subscription failed) is let go and made again
 * after a back-off. The returned cleanup lets the channel go without its own closing being
 * taken for an outage.
 */
export function watchChannel(
  client: SupabaseClient,
  make: () => RealtimeChannel,
  key: string,
  report: HealthReport,
  onJoined?: () => void,
  options: WatchOptions = {},
) {
  let active = true
  let channel: RealtimeChannel | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let tries = 0
  let joinedAt: number | null = null

  const joined = () => {
    joinedAt = Date.now()
    report(key, 'SUBSCRIBED')
    onJoined?.()
  }

  /** Lets the channel go (`leave`) and makes it again after the back-off. */
  const rebuild = (status: string, leave: () => Promise<unknown>) => {
    // Forgotten first: leaving may report CLOSED at once, which must not rebuild it twice.
    channel = null
    report(key, status)
    if (joinedAt !== null && Date.now() - joinedAt >= SETTLED_MS) tries = 0
    joinedAt = null
    tries += 1
    const gone = leave()
    // The next channel has the same topic, and realtime-js finds and drops channels by topic:
    // it is made only once the old one is out of the client's list.
    timer = setTimeout(
      () =>
        void gone.then(() => {
          timer = null
          if (active) start()
        }),
      rebuildDelay(tries),
    )
  }

  const start = () => {
    const current = make()
    channel = current
    const mine = () => active && channel === current
    if (options.changes) {
      current.on('system', {}, (message: SystemMessage) => {
        if (!mine() || message?.extension !== 'postgres_changes') return
        if (message.status === 'ok') return joined()
        // The join stands but no change will come: leave it and subscribe again.
        rebuild('CHANNEL_ERROR', () => client.removeChannel(current))
      })
    }
    current.subscribe((status) => {
      if (!mine()) return
      if (status === 'CLOSED') {
        // realtime-js has already removed a closed channel from the client; leaving it again
        // would remove the next one, of the same topic. Its timers and bindings are dropped.
        return rebuild(status, async () => current.teardown())
      }
      if (status === 'SUBSCRIBED') {
        if (!options.changes) joined()
        return
      }
      report(key, status)
    })
  }

  start()
  return () => {
    active = false
    if (timer) clearTimeout(timer)
    report(key, 'REMOVED')
    if (channel) void client.removeChannel(channel)
  }
}

/** Which changes of one table of the app's schema a channel asks for: an event, and a filter. */
export type TableChanges = Omit<
  RealtimePostgresChangesFilter<'*' | 'INSERT' | 'UPDATE' | 'DELETE'>,
  'schema'
>

/**
 * Follows one table's changes on a channel of its own, named `topic` and reported under it
 * (row-level security on the server decides which changes are delivered). `onJoined` runs
 * once the change subscription exists after each (re)join, to catch up: a change made before
 * that sends no event.
 */
export function watchTable(
  client: SupabaseClient,
  report: HealthReport,
  topic: string,
  changes: TableChanges,
  onChange: (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => void,
  onJoined: () => void,
) {
  const make = () =>
    client.channel(topic).on('postgres_changes', { ...changes, schema: 'public' }, onChange)
  return watchChannel(client, make, topic, report, onJoined, { changes: true })
}
