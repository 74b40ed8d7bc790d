import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { LocalConfig } from '../config'
import { resolveConfigPath } from '../config'

/** One function as `supabase functions serve` and `deploy` find it. */
export interface FunctionSpec {
  name: string
  dir: string
  entrypoint: string
  verifyJwt: boolean
  /** `--config <deno.json>` or `--import-map <file>` for Deno, or none. */
  denoConfig: { flag: '--config' | '--import-map'; file: string } | null
  /** A package.json beside the entry point makes Deno resolve bare imports through it. */
  usesPackageJson: boolean
}

// Folder names the CLI serves: letters, digits, - and _, not starting with _ (shared code).
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

const isFile = (p: string) => existsSync(p) && statSync(p).isFile()

export function findFunction(
  config: LocalConfig,
  functionsDir: string,
  name: string,
): FunctionSpec | null {
  if (!NAME.test(name)) return null
  const settings = config.functions[name]
  if (settings && !settings.enabled) return null
  const dir = path.join(functionsDir, name)
  const entrypoint = settings?.entrypoint
    ? resolveConfigPath(config, settings.entrypoint)
    : path.join(dir, 'index.ts')
  if (!isFile(entrypoint)) return null

  let denoConfig: FunctionSpec['denoConfig'] = null
  if (settings?.import_map) {
    const file = resolveConfigPath(config, settings.import_map)
    denoConfig = { flag: /deno\.jsonc?$/.test(file) ? '--config' : '--import-map', file }
  } else {
    const own = ['deno.json', 'deno.jsonc'].map((f) => path.join(dir, f)).find(isFile)
    if (own) denoConfig = { flag: '--config', file: own }
  }
  return {
    name,
    dir,
    entrypoint,
    verifyJwt: settings?.verify_jwt ?? true,
    denoConfig,
    usesPackageJson: !denoConfig && isFile(path.join(dir, 'package.json')),
  }
}
