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

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/i

/**
 * Keeps a local address in an env file in step with what is running now: a key that holds a
 * loopback URL (127.0.0.1, localhost) is rewritten when it differs from `value`, say after the
 * app moved to another port; a key that holds any other address (a tunnel, a staging site) is
 * the developer's choice and stays. A missing key is added. Returns whether the file changed.
 */
export function syncLocalUrl(file: string, key: string, value: string): boolean {
  if (!envFileKeys(file).includes(key)) return ensureEnvFile(file, { [key]: value }).length > 0
  const lines = readFileSync(file, 'utf8').split('\n')
  const pattern = new RegExp(`^(\\s*(?:export\\s+)?${key}\\s*=\\s*)(.*)$`)
  let changed = false
  const next = lines.map((line) => {
    const match = pattern.exec(line)
    if (!match) return line
    const current = match[2].trim().replace(/^(['"])(.*)\1$/, '$2')
    if (current === value || !LOOPBACK.test(current)) return line
    changed = true
    return `${match[1]}${value}`
  })
  if (changed) writeFileSync(file, next.join('\n'))
  return changed
}
