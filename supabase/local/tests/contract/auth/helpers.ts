import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { ConfigOverrides } from '../../../config'
import { startTestServer } from '../../../testing/test-server'

// The auth tests' server and suites: the fixture folder, the server an entry file starts, and a
// suite's lazy view of it.

/** The auth tests' own supabase folder: auth/v1 without the app's data model. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/auth')
export const FIXTURE_CONFIG = path.join(FIXTURE_DIR, 'config.toml')

export type AuthServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A suite's view of the server its entry file starts in beforeAll: every property is read from
 * `get()` when a test uses it, so suites can be declared before the server exists.
 */
export function lazyServer(get: () => AuthServer): AuthServer {
  return new Proxy({} as AuthServer, { get: (_target, key) => Reflect.get(get(), key) })
}

/**
 * A suite of auth/v1 tests that entry files run against a server of their own:
 * `export const adminSuite = authSuite((server) => { describe(…) })`, then `adminSuite(() => server)`
 * in the file that starts the server.
 */
export const authSuite =
  (tests: (server: AuthServer) => void) =>
  (get: () => AuthServer): void =>
    tests(lazyServer(get))

export function startAuthServer(overrides: ConfigOverrides = {}): Promise<AuthServer> {
  return startTestServer({ configPath: FIXTURE_CONFIG, overrides })
}

/**
 * The auth server for the calling test file, on the fixture with `overrides`: started before
 * its first test, stopped after its last. A lazy view (see lazyServer), so the file's tests and
 * the suites it runs use it as a server.
 */
export function authServerForFile(overrides: ConfigOverrides = {}): AuthServer {
  let server: AuthServer | undefined
  beforeAll(async () => {
    server = await startAuthServer(overrides)
  })
  afterAll(() => server?.stop())
  return lazyServer(() => {
    if (!server) throw new Error('the auth server runs only inside tests and hooks')
    return server
  })
}
