import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time used so far, in ms, by processes picked from /proc (Linux): the load generator, the
 * server child and the PostgreSQL backends each get their share of a request's cost, which on
 * a small shared machine says more than wall-clock time alone.
 */
const TICK_MS = 10 // USER_HZ is 100 on Linux

function processMs(pid: string): number {
  try {
    // Fields after the command name: utime and stime are fields 14 and 15 (1-based).
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(f[11]) + Number(f[12])) * TICK_MS
  } catch {
    return 0 // the process ended
  }
}

export function cpuOfPid(pid: number): () => number {
  return () => processMs(String(pid))
}

/**
 * Every process `pick` chooses by pid (e.g. PostgreSQL's server and backends). Backends come and
 * go as pools open and close connections, so the meter adds up each process's growth since it
 * was last read: one that ends takes only its last (idle) moments with it, one that starts
 * counts from zero.
 */
export function cpuOfProcesses(pick: (pid: string) => boolean): () => number {
  let seen: Map<string, number> | null = null
  let total = 0
  return () => {
    const now = new Map<string, number>()
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      try {
        if (pick(pid)) now.set(pid, processMs(pid))
      } catch {
        // gone meanwhile
      }
    }
    if (seen) for (const [pid, ms] of now) total += ms - (seen.get(pid) ?? 0)
    seen = now
    return total
  }
}

/** Every process whose command name is `name` (postgres: the server and its backends). */
export const cpuOfCommand = (name: string) =>
  cpuOfProcesses((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name)

/** The PostgreSQL backends serving one database (their process title names it). */
export const cpuOfDatabaseBackends = (database: string) =>
  cpuOfProcesses((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database))

export const cpuOfThisProcess = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
