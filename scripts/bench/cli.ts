/** A benchmark's command-line options (`--name value`, `--flag`); a value that is missing or not a number stops it. */
export function benchOptions(argv = process.argv.slice(2)) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    if (i < 0) return undefined
    const given = argv[i + 1]
    if (given === undefined || given.startsWith('--')) throw new Error(`--${name} needs a value`)
    return given
  }
  return {
    number: (name: string, fallback: number) => {
      const n = Number(value(name) ?? fallback)
      if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`)
      return n
    },
    text: (name: string) => value(name) ?? '',
    flag: (name: string) => argv.includes(`--${name}`),
  }
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 with the error printed when it threw. */
export function runBench(main: () => Promise<unknown>) {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e)
      process.exit(1)
    },
  )
}
