import { spawnSync } from 'node:child_process'
import { mailPorts } from './mail-ports'

/**
 * Where the end-to-end pairs run. The defaults stay clear of `npm run dev` (app 3000,
 * supabase/local 54321) so that a test run never lands on the developer's app or data; the
 * second pair (email confirmations on) takes the next port of each. E2E_APP_PORT and
 * E2E_API_PORT move them, so that several runs can share a machine.
 */
export const DEFAULT_E2E_APP_PORT = 3200
export const DEFAULT_E2E_API_PORT = 54521

export interface E2ePorts {
  app: number
  api: number
  confirmApp: number
  confirmApi: number
}

export function e2ePorts(env: NodeJS.ProcessEnv = process.env): E2ePorts {
  const app = Number(env.E2E_APP_PORT || DEFAULT_E2E_APP_PORT)
  const api = Number(env.E2E_API_PORT || DEFAULT_E2E_API_PORT)
  return { app, api, confirmApp: app + 1, confirmApi: api + 1 }
}

// Runs in a child so that the check stays synchronous (Playwright loads its config synchronously).
const PROBE = `
const net = require('node:net')
const taken = []
let left = process.argv.length - 1
for (const port of process.argv.slice(1).map(Number)) {
  const s = net.createServer()
  s.once('error', () => { taken.push(port); if (--left === 0) done() })
  s.listen(port, '127.0.0.1', () => s.close(() => { if (--left === 0) done() }))
}
function done() { process.stdout.write(JSON.stringify(taken.sort((a, b) => a - b))) }
`

/** The given ports that something already listens on (on 127.0.0.1 or on every address). */
export function takenPorts(ports: number[]): number[] {
  const out = spawnSync(process.execPath, ['-e', PROBE, ...ports.map(String)], { encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`port check failed: ${out.stderr}`)
  return JSON.parse(out.stdout) as number[]
}

/**
 * Refuses to start when a port of the e2e pairs is taken: the tests must run against servers
 * they started on a fresh seed, never against one already running (a dev server, another run).
 */
export function assertE2ePortsFree(ports: E2ePorts = e2ePorts()) {
  const roles: [number, string][] = [
    [ports.app, 'e2e app (E2E_APP_PORT)'],
    [ports.confirmApp, 'e2e app with email confirmations (E2E_APP_PORT + 1)'],
    [ports.api, 'e2e supabase/local (E2E_API_PORT)'],
    [ports.confirmApi, 'e2e supabase/local with email confirmations (E2E_API_PORT + 1)'],
    ...[0, 1].flatMap((slot): [number, string][] => {
      const { smtpPort, webPort } = mailPorts(ports.api, slot)
      const pair = slot ? 'second pair' : 'first pair'
      return [
        [smtpPort, `e2e inbox SMTP, ${pair} (E2E_API_PORT + ${smtpPort - ports.api})`],
        [webPort, `e2e inbox web/API, ${pair} (E2E_API_PORT + ${webPort - ports.api})`],
      ]
    }),
  ]
  const taken = new Set(takenPorts(roles.map(([p]) => p)))
  const busy = roles.filter(([p]) => taken.has(p))
  if (busy.length === 0) return
  const free = (p: number) => p + 200
  throw new Error(
    [
      'The end-to-end tests start their own app and backend, and a port they need is already in use:',
      ...busy.map(([p, role]) => `  ${p}: ${role}`),
      'Stop what listens there, or move the e2e servers to free ports (each pair takes the port and the next one), e.g.',
      `  E2E_APP_PORT=${free(ports.app)} E2E_API_PORT=${free(ports.api)} npx playwright test`,
    ].join('\n'),
  )
}
