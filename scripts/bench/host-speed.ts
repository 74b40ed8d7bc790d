import { createHash } from 'node:crypto'

/**
 * How fast this host runs a fixed piece of work right now, in ms (median of three): hashing,
 * arithmetic and JSON, the kinds of work a render does. On a shared machine the same build can
 * render 20–30 ms slower in one hour than in the next; a benchmark prints this before and after
 * its run, so two runs can be told apart by their host as well as by their code.
 */
export function hostSpeedMs(): number {
  const once = () => {
    const start = performance.now()
    let digest = Buffer.alloc(32)
    for (let i = 0; i < 100_000; i++) digest = createHash('sha256').update(digest).digest()
    let sum = 0
    for (let i = 0; i < 15_000_000; i++) sum += Math.sqrt(i) % 3
    const rows = Array.from({ length: 150_000 }, (_, i) => ({ a: i, b: String(i), c: sum > 0 }))
    JSON.parse(JSON.stringify(rows))
    return performance.now() - start
  }
  const times = [once(), once(), once()].sort((a, b) => a - b)
  return Math.round(times[1])
}
