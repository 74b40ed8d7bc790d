/** How the functions gateway runs, beyond config.toml (tests shorten the limits). */
export interface FunctionsOptions {
  /** Folder of `<name>/index.ts`; the `functions` folder beside config.toml by default, as the CLI. */
  dir?: string
  /** Longest a request may take, body included, before its worker is ended (546 WORKER_LIMIT). */
  wallClockLimitMs?: number
  /** Heap limit of each worker; past it the worker ends (546 WORKER_LIMIT). */
  memoryLimitMb?: number
  /** Deno's module and npm cache; `<data folder>/deno`, or one in the system temp folder. */
  cacheDir?: string
}

// The hosted free plan's wall-clock limit per worker.
export const DEFAULT_WALL_CLOCK_MS = 150_000
// The edge runtime's memory limit per worker.
export const WORKER_MEMORY_MB = 256
