/** A benchmark's command-line options (`--name value`, `--flag`). */
export function benchOptions(argv = process.argv.slice(2)) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  return {
    number: (name: string, fallback: number) => Number(value(name) ?? fallback),
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
