/** A closed-loop load generator: `concurrency` workers, each sending the next request when the last is answered. */
export interface LoadResult {
  name: string
  requests: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p95: number
  /** CPU ms per request of each metered party (client, server, postgres, …). */
  cpu: Record<string, number>
}

/** Returns the CPU ms a party has used so far (see cpu.ts). */
export type CpuMeter = () => number

/** The value below which p % of `sorted` (ascending) lies: the nearest-rank method. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function loop(
  fn: () => Promise<void>,
  concurrency: number,
  seconds: number,
  latencies: number[] | null,
) {
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now()
        try {
          await fn()
          latencies?.push(performance.now() - t)
        } catch {
          errors++
        }
      }
    }),
  )
  return errors
}

export async function runLoad(
  name: string,
  fn: () => Promise<void>,
  opts: {
    concurrency: number
    seconds: number
    warmupSeconds?: number
    meters?: Record<string, CpuMeter>
  },
): Promise<LoadResult> {
  // Warm up at full concurrency, so the JIT, connection pools and plan caches are settled in
  // every process before anything is counted.
  await loop(fn, opts.concurrency, opts.warmupSeconds ?? 2, null)
  const meters = Object.entries(opts.meters ?? {})
  const before = meters.map(([, m]) => m())
  const latencies: number[] = []
  const started = performance.now()
  // Read the meters through the run too, so processes that end in between lose little.
  const sampler = setInterval(() => meters.forEach(([, m]) => m()), 250)
  const errors = await loop(fn, opts.concurrency, opts.seconds, latencies).finally(() =>
    clearInterval(sampler),
  )
  const seconds = (performance.now() - started) / 1000
  const done = latencies.length + errors
  const cpu = Object.fromEntries(
    meters.map(([k, m], i) => [k, done ? (m() - before[i]) / done : NaN]),
  )
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    cpu,
  }
}

export function formatRow(r: LoadResult) {
  const cpu = Object.entries(r.cpu)
    .map(([k, v]) => `${k} ${v.toFixed(2)}`)
    .join(' + ')
  const total = Object.values(r.cpu).reduce((a, b) => a + b, 0)
  return (
    `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p95 ${r.p95.toFixed(2).padStart(6)} ms` +
    `   (${r.requests} ok, ${r.errors} errors)` +
    (cpu ? `\n${''.padEnd(52)} CPU ms/request: ${cpu} = ${total.toFixed(2)}` : '')
  )
}
