/**
 * A benchmark's command line: `--name value` for the options it names as numbers or texts,
 * `--name` alone for its flags. Anything else, or an option without its value, stops it with
 * the list of what it takes.
 */
export function benchOptions(
  known: { numbers?: string[]; texts?: string[]; flags?: string[] },
  argv = process.argv.slice(2),
) {
  const withValue = [...(known.numbers ?? []), ...(known.texts ?? [])]
  const usage = [
    ...withValue.map((n) => `--${n} VALUE`),
    ...(known.flags ?? []).map((f) => `--${f}`),
  ].join(' ')
  const values = new Map<string, string>()
  const flags = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].startsWith('--') ? argv[i].slice(2) : ''
    if (withValue.includes(name)) {
      const value = argv[++i]
      if (value === undefined || value.startsWith('--'))
        throw new Error(`--${name} needs a value. Options: ${usage}`)
      values.set(name, value)
    } else if (known.flags?.includes(name)) flags.add(name)
    else throw new Error(`Unknown argument ${argv[i]}. Options: ${usage}`)
  }
  return {
    /** The number given, or `fallback`; one below `min` (or not a number) stops the benchmark. */
    number: (name: string, fallback: number, min = 0) => {
      const n = values.has(name) ? Number(values.get(name)) : fallback
      if (!Number.isFinite(n) || n < min)
        throw new Error(`--${name} wants a number of at least ${min}`)
      return n
    },
    text: (name: string) => values.get(name) ?? '',
    flag: (name: string) => flags.has(name),
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
