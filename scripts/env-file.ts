import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** The keys an env file sets (KEY=value lines), in order; none when the file is missing. */
export function envFileKeys(file: string): string[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(l)?.[1])
    .filter((k): k is string => !!k)
}

/** Adds KEY=value lines to an env file for keys it does not have yet; returns what it added. */
export function ensureEnvFile(file: string, values: Record<string, string>): string[] {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const have = new Set(envFileKeys(file))
  const missing = Object.entries(values).filter(([k]) => !have.has(k))
  if (missing.length === 0) return []
  const prefix = current && !current.endsWith('\n') ? '\n' : ''
  writeFileSync(file, current + prefix + missing.map(([k, v]) => `${k}=${v}`).join('\n') + '\n')
  return missing.map(([k]) => k)
}
