import { afterAll, afterEach, beforeAll } from 'vitest'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import {
  START_TIMEOUT_MS,
  startFixtureServer,
  userToken as fixtureUserToken,
  type FixtureServer,
} from '../fixture-server'

export { ALICE, BOB } from '../fixture-server'

export type RealtimeServer = FixtureServer

/**
 * A server of our own for the surrounding file or describe block, started before its tests
 * (with `env` set while it starts) and stopped after them; clients made meanwhile are closed
 * after each test. Read `.server` inside hooks and tests.
 */
export function ownRealtimeServer(env: Record<string, string> = {}): { server: RealtimeServer } {
  const holder = {} as { server: RealtimeServer }
  beforeAll(async () => {
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
    Object.assign(process.env, env)
    try {
      holder.server = await startFixtureServer('realtime')
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
    }
  }, START_TIMEOUT_MS)
  afterEach(closeClients)
  afterAll(async () => {
    await holder.server?.stop()
  })
  return holder
}

/** An access token as auth/v1 would issue it, valid `lifetimeSeconds`, signed with the server's own keys. */
export const userToken = (server: RealtimeServer, sub: string, lifetimeSeconds = 600) =>
  fixtureUserToken(server, sub, { exp: Math.floor(Date.now() / 1000) + lifetimeSeconds })

const clients: SupabaseClient[] = []

/**
 * supabase-js as an app uses it, with `token` as the signed-in user's access token (none: the
 * anon key). The token is handed to realtime before any channel joins, as a signed-in app's
 * session is: realtime-js fetches it from the callback asynchronously and a join sent before
 * that would go out as anon.
 */
export async function client(
  server: RealtimeServer,
  opts: { token?: string; key?: string; vsn?: '1.0.0' | '2.0.0' } = {},
) {
  const token = opts.token
  const sb = createClient(server.url, opts.key ?? server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { accessToken: async () => token } : {}),
    realtime: opts.vsn ? { vsn: opts.vsn } : {},
  })
  clients.push(sb)
  if (token) await sb.realtime.setAuth(token)
  return sb
}

export async function closeClients() {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()))
}

/** Subscribes and resolves once SUBSCRIBED; rejects with the channel's error otherwise. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 10_000): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), timeoutMs)
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer)
        resolve(channel)
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer)
        reject(err ?? new Error(status))
      }
    })
  })
}

/** Everything a callback received, with a way to wait for what is expected. */
export class Inbox<T> {
  readonly items: T[] = []
  private waiters: { test: (items: T[]) => boolean; resolve: () => void }[] = []

  push = (item: T) => {
    this.items.push(item)
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(this.items)) return true
      w.resolve()
      return false
    })
  }

  /** Waits until `test` holds for the items so far. */
  until(
    test: (items: T[]) => boolean,
    timeoutMs = 10_000,
    what = 'the expected messages',
  ): Promise<T[]> {
    if (test(this.items)) return Promise.resolve(this.items)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `timed out waiting for ${what}; got ${JSON.stringify(this.items).slice(0, 2000)}`,
            ),
          ),
        timeoutMs,
      )
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer)
          resolve(this.items)
        },
      })
    })
  }

  count(n: number, timeoutMs?: number) {
    return this.until((items) => items.length >= n, timeoutMs, `${n} messages`)
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
