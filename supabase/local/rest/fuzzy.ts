/** Levenshtein distance, for "Perhaps you meant …" hints. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]
}

/** The candidate closest to `name`, if it is close enough to be a likely typo. */
export function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null
  let bestD = Infinity
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase())
    if (d < bestD) [best, bestD] = [c, d]
  }
  return best !== null && bestD <= Math.max(2, Math.floor(name.length / 3)) ? best : null
}
