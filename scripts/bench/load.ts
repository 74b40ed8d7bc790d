/** A closed-loop load generator: `concurrency` workers, each sending the next request when the last is answered. */
export interface LoadResult {
  name: string
  requests: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p95: number
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function runLoad(
  name: string,
  fn: () => Promise<void>,
  opts: { concurrency: number; seconds: number; warmup?: number },
): Promise<LoadResult> {
  for (let i = 0; i < (opts.warmup ?? 20); i++) await fn()
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + opts.seconds * 1000
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now()
        try {
          await fn()
          latencies.push(performance.now() - t)
        } catch {
          errors++
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  }
}

export function formatRow(r: LoadResult) {
  return `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   (${r.requests} ok, ${r.errors} errors)`
}
