/**
 * Collects events and hands over how many arrived once `windowMs` has passed since the first
 * of them: ten notifications in a burst become one "10 new notifications", not ten
 * interruptions of a screen reader.
 */
export function createBatcher(windowMs: number, flush: (count: number) => void) {
  let count = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    add(n = 1) {
      if (n <= 0) return
      count += n
      timer ??= setTimeout(() => {
        const total = count
        count = 0
        timer = null
        flush(total)
      }, windowMs)
    },
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
      count = 0
    },
  }
}
