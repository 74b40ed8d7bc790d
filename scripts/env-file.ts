import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** Adds KEY=value lines to an env file for keys it does not have yet; returns what it added. */
export function ensureEnvFile(file: string, values: Record<string, string>): string[] {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const have = new Set(
    current
      .split('\n')
      .map((l) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(l)?.[1])
      .filter(Boolean),
  )
  const missing = Object.entries(values).filter(([k]) => !have.has(k))
  if (missing.length === 0) return []
  const prefix = current && !current.endsWith('\n') ? '\n' : ''
  writeFileSync(file, current + prefix + missing.map(([k, v]) => `${k}=${v}`).join('\n') + '\n')
  return missing.map(([k]) => k)
}
