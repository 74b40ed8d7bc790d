import { ConfigError } from './config'

/**
 * Runs one of the package's commands (supabase:start, supabase:status, db:reset) and exits 1
 * when it fails. A ConfigError is printed by its message alone, since that already says what
 * to fix in config.toml; any other error with its stack, for the developer to follow.
 */
export function runCommand(main: () => Promise<unknown>) {
  main().catch((e) => {
    console.error(e instanceof ConfigError ? e.message : e)
    process.exit(1)
  })
}
