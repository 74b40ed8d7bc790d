import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The Deno binary of the npm `deno` package: the package's own copy once its install script
 * has run, otherwise the platform package it ships in (install scripts may be disabled).
 */
export function denoBinary(): string {
  const pkgDir = path.dirname(require.resolve('deno/package.json'))
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno'
  const own = path.join(pkgDir, exe)
  if (existsSync(own)) return own
  const api = require(path.join(pkgDir, 'install_api.cjs')) as { runInstall(): string }
  return api.runInstall()
}

let registry: Promise<string> | null = null

/**
 * The npm registry npm itself uses, so that `npm:` imports in functions come from the same
 * place as the project's packages: npm's environment variable when run by an npm script,
 * otherwise `npm config get registry`.
 */
export function npmRegistry(): Promise<string> {
  const fromEnv = process.env.NPM_CONFIG_REGISTRY || process.env.npm_config_registry
  if (fromEnv) return Promise.resolve(fromEnv)
  registry ??= new Promise((resolve) => {
    execFile('npm', ['config', 'get', 'registry'], { timeout: 10_000 }, (err, stdout) => {
      const value = stdout?.trim()
      resolve(!err && /^https?:\/\//.test(value) ? value : 'https://registry.npmjs.org/')
    })
  })
  return registry
}
