import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, resolveConfigPath } from './config'

function configFile(toml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-config-'))
  const file = path.join(dir, 'config.toml')
  writeFileSync(file, toml)
  return file
}

describe('loadConfig', () => {
  it('reads the project config with its ES256 key path and hook', () => {
    const c = loadConfig(path.resolve(import.meta.dirname, '../config.toml'))
    expect(c.api.port).toBe(54321)
    expect(c.auth.signing_keys_path).toBe('../.supabase-local/signing_keys.json')
    expect(c.auth.hook.custom_access_token).toEqual({
      enabled: true,
      uri: 'pg-functions://postgres/public/custom_access_token_hook',
    })
    expect(c.auth.mfa.totp.enroll_enabled).toBe(true)
    // Hosted deployments confirm sign-ups' addresses (local dev turns it off by env).
    const file = path.resolve(import.meta.dirname, '../config.toml')
    expect(/\[auth\.email\][^[]*\nenable_confirmations = true\n/.test(readFileSync(file, 'utf8'))).toBe(true)
  })

  it("applies the CLI's defaults and ignores keys it does not know", () => {
    const c = loadConfig(configFile('project_id = "x"\n[studio]\nport = 1\n[auth]\nsomething_new = true\n'))
    expect(c.api.port).toBe(54321)
    expect(c.auth.jwt_expiry).toBe(3600)
    expect(c.auth.jwt_secret).toBe('super-secret-jwt-token-with-at-least-32-characters-long')
    expect(c.auth.email.enable_confirmations).toBe(false)
    expect(c.auth.email.double_confirm_changes).toBe(true)
    expect(c.auth.rate_limit.sign_in_sign_ups).toBe(30)
    expect(c.auth.minimum_password_length).toBe(6)
    expect(c.auth.signing_keys_path).toBeUndefined()
  })

  it('stops with a message naming each invalid value', () => {
    const file = configFile('[api]\nport = "eighty"\n[auth]\njwt_expiry = 5\nsite_url = "not a url"\n')
    expect(() => loadConfig(file)).toThrow(ConfigError)
    try {
      loadConfig(file)
    } catch (e) {
      const msg = (e as Error).message
      expect(msg).toContain('api.port')
      expect(msg).toContain('auth.jwt_expiry')
      expect(msg).toContain('auth.site_url')
    }
  })

  it('refuses an enabled hook without a pg-functions uri', () => {
    const file = configFile('[auth.hook.custom_access_token]\nenabled = true\nuri = "https://example.com/hook"\n')
    expect(() => loadConfig(file)).toThrow(/auth\.hook\.custom_access_token/)
  })

  it('substitutes env(NAME) values and applies overrides over the file', () => {
    process.env.OPPI_TEST_SITE_URL = 'http://127.0.0.1:4000'
    const file = configFile('[auth]\nsite_url = "env(OPPI_TEST_SITE_URL)"\njwt_expiry = 600\n')
    const c = loadConfig(file, { auth: { jwt_expiry: 120, email: { enable_confirmations: true } } })
    expect(c.auth.site_url).toBe('http://127.0.0.1:4000')
    expect(c.auth.jwt_expiry).toBe(120)
    expect(c.auth.email.enable_confirmations).toBe(true)
    delete process.env.OPPI_TEST_SITE_URL
  })

  it('SUPABASE_LOCAL_EMAIL_CONFIRMATIONS overrides the file, and a caller\'s override wins over it', () => {
    const file = configFile('[auth.email]\nenable_confirmations = true\n')
    const saved = process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
    try {
      delete process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
      expect(loadConfig(file).auth.email.enable_confirmations).toBe(true)
      process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = 'false'
      expect(loadConfig(file).auth.email.enable_confirmations).toBe(false)
      expect(loadConfig(file, { auth: { email: { enable_confirmations: true } } }).auth.email.enable_confirmations).toBe(true)
      process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = 'off'
      expect(() => loadConfig(file)).toThrow(/SUPABASE_LOCAL_EMAIL_CONFIRMATIONS must be true or false/)
    } finally {
      if (saved === undefined) delete process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
      else process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = saved
    }
  })

  it('resolves relative paths against the folder of config.toml, as the CLI does', () => {
    const file = configFile('[auth]\nsigning_keys_path = "./keys.json"\n')
    const c = loadConfig(file)
    expect(resolveConfigPath(c, c.auth.signing_keys_path!)).toBe(path.join(path.dirname(file), 'keys.json'))
  })

  it('reports an unreadable file clearly', () => {
    expect(() => loadConfig('/nonexistent/config.toml')).toThrow(/Cannot read \/nonexistent\/config.toml/)
  })
})
