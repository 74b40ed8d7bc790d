import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time used so far, in ms, by processes picked from /proc (Linux): the load generator, the
 * server child and the PostgreSQL backends each get their share of a request's cost, which on
 * a small shared machine says more than wall-clock time alone.
 */
const TICK_MS = 10 // USER_HZ is 100 on Linux

/** The fields of /proc/<pid>/stat after the command name: field 3 (1-based) is the first. */
const statFields = (pid: string) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')

function processMs(pid: string): number {
  try {
    // utime and stime are fields 14 and 15.
    const f = statFields(pid)
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

/**
 * A process and every process below it (`next start` serves from a `next-server` child; a
 * server may start workers), found again at each reading.
 */
export function cpuOfProcessTree(root: number): () => number {
  const parentOf = (pid: string) => statFields(pid)[1] // field 4, ppid
  // A process keeps its parent while the tree lives, so each pid is placed once.
  const known = new Map<string, boolean>()
  const inTree = (pid: string): boolean => {
    if (pid === String(root)) return true
    if (pid === '0' || pid === '1') return false
    let yes = known.get(pid)
    if (yes === undefined) known.set(pid, (yes = inTree(parentOf(pid))))
    return yes
  }
  return cpuOfProcesses(inTree)
}

/**
 * The whole machine's busy time (every core, every process, this benchmark's and anyone
 * else's) and the time stolen by the hypervisor, from /proc/stat: what the parties metered by
 * name leave of it is the load of other work on a shared host.
 */
export function machineCpu(): { busyMs: number; stealMs: number } {
  const cpu = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  // user nice system idle iowait irq softirq steal …; guest time is already inside user.
  const [user, nice, system, , , irq, softirq, steal] = cpu
  return {
    busyMs: (user + nice + system + irq + softirq) * TICK_MS,
    stealMs: (steal ?? 0) * TICK_MS,
  }
}

export const cpuOfThisProcess = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
