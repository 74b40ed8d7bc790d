import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time used so far, in ms, by processes picked from /proc (Linux): the load generator, the
 * server child and the PostgreSQL backends each get their share of a request's cost, which on
 * a small shared machine says more than wall-clock time alone.
 */
const TICK_MS = 10 // USER_HZ is 100 on Linux

function processMs(pid: string): number {
  try {
    // Fields after the command name: utime, stime, cutime, cstime are fields 14-17 (1-based).
    // Children that ended count too: PostgreSQL's postmaster reaps backends whose pool closed
    // them mid-run, and their time moves to its cutime/cstime instead of vanishing.
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS
  } catch {
    return 0 // the process ended
  }
}

export function cpuOfPid(pid: number): () => number {
  return () => processMs(String(pid))
}

/** Every process whose command name is `name` (e.g. postgres: the server and its backends). */
export function cpuOfCommand(name: string): () => number {
  return () => {
    let total = 0
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) total += processMs(pid)
      } catch {
        // gone meanwhile
      }
    }
    return total
  }
}

export const cpuOfThisProcess = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
