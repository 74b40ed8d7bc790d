/**
 * One operation at a time per object name, for the steps that put bytes in place and commit
 * the row that points at them: otherwise one upload's clean-up could remove the version another
 * upload of the same name is about to commit.
 */
export class KeyedLock {
  private tails = new Map<string, Promise<unknown>>()

  async run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    // Sorted, so two operations on the same pair of names cannot wait on each other.
    const sorted = [...new Set(keys)].sort()
    const previous = sorted.map((k) => this.tails.get(k) ?? Promise.resolve())
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    for (const k of sorted) this.tails.set(k, mine)
    await Promise.all(previous.map((p) => p.catch(() => undefined)))
    try {
      return await fn()
    } finally {
      release()
      for (const k of sorted) if (this.tails.get(k) === mine) this.tails.delete(k)
    }
  }
}

export const objectKey = (bucket: string, name: string) => `${bucket}\u0000${name}`
