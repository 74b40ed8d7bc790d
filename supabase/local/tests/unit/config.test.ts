import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ConfigError,
  loadConfig,
  applyLocalDevSettings,
  loosenLocalRateLimits,
  RATE_LIMITS_ENV,
  resolveConfigPath,
} from '../../config'
import { PROJECT_CONFIG } from '../../server'

function configFile(toml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-config-'))
  const file = path.join(dir, 'config.toml')
  writeFileSync(file, toml)
  return file
}

// The settings supabase/local takes from its environment: `npm test` sets them for the servers
// it starts, and the file's own values are what these tests read.
const ENV_SETTINGS = [RATE_LIMITS_ENV, 'SUPABASE_LOCAL_EMAIL_CONFIRMATIONS']
const savedEnv = Object.fromEntries(ENV_SETTINGS.map((k) => [k, process.env[k]]))
beforeEach(() => {
  for (const k of ENV_SETTINGS) delete process.env[k]
})
afterEach(() => {
  for (const k of ENV_SETTINGS) {
    if (savedEnv[k] === undefined) delete process.env[k]
    else process.env[k] = savedEnv[k]
  }
})

describe('loadConfig', () => {
  it('reads the project config with its ES256 key path and hook', () => {
    const c = loadConfig(PROJECT_CONFIG)
    expect(c.api.port).toBe(54321)
    expect(c.auth.signing_keys_path).toBe('../.supabase-local/signing_keys.json')
    expect(c.auth.hook.custom_access_token).toEqual({
      enabled: true,
      uri: 'pg-functions://postgres/public/custom_access_token_hook',
    })
    expect(c.auth.mfa.totp.enroll_enabled).toBe(true)
    // Hosted deployments confirm sign-ups' addresses (local dev turns it off by env).
    const file = PROJECT_CONFIG
    expect(
      /\[auth\.email\][^[]*\nenable_confirmations = true\n/.test(readFileSync(file, 'utf8')),
    ).toBe(true)
  })

  it("applies the CLI's defaults and ignores keys it does not know", () => {
    const c = loadConfig(
      configFile('project_id = "x"\n[studio]\nport = 1\n[auth]\nsomething_new = true\n'),
    )
    expect(c.api.port).toBe(54321)
    expect(c.auth.jwt_expiry).toBe(3600)
    expect(c.auth.jwt_secret).toBe('super-secret-jwt-token-with-at-least-32-characters-long')
    expect(c.auth.email.enable_confirmations).toBe(false)
    expect(c.auth.email.double_confirm_changes).toBe(true)
    expect(c.auth.rate_limit.sign_in_sign_ups).toBe(30)
    expect(c.auth.minimum_password_length).toBe(6)
    expect(c.auth.signing_keys_path).toBeUndefined()
    // No dashboard.toml beside it: GoTrue's default.
    expect(c.auth.security.update_password_require_current_password).toBe(false)
  })

  it("reads the hosted dashboard's settings from dashboard.toml beside config.toml", () => {
    const c = loadConfig(PROJECT_CONFIG)
    expect(c.auth.security.update_password_require_current_password).toBe(true)
    const file = configFile('[auth.security]\nupdate_password_require_current_password = true\n')
    // In config.toml itself the key is not the CLI's: ignored like any other unknown key.
    expect(loadConfig(file).auth.security.update_password_require_current_password).toBe(false)
  })

  it('stops with a message naming each invalid value', () => {
    const file = configFile(
      '[api]\nport = "eighty"\n[auth]\njwt_expiry = 5\nsite_url = "not a url"\n',
    )
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
    const file = configFile(
      '[auth.hook.custom_access_token]\nenabled = true\nuri = "https://example.com/hook"\n',
    )
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

  it("SUPABASE_LOCAL_EMAIL_CONFIRMATIONS overrides the file, and a caller's override wins over it", () => {
    const file = configFile('[auth.email]\nenable_confirmations = true\n')
    const saved = process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
    try {
      delete process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
      expect(loadConfig(file).auth.email.enable_confirmations).toBe(true)
      process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = 'false'
      expect(loadConfig(file).auth.email.enable_confirmations).toBe(false)
      expect(
        loadConfig(file, { auth: { email: { enable_confirmations: true } } }).auth.email
          .enable_confirmations,
      ).toBe(true)
      process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = 'off'
      expect(() => loadConfig(file)).toThrow(
        /SUPABASE_LOCAL_EMAIL_CONFIRMATIONS must be true or false/,
      )
    } finally {
      if (saved === undefined) delete process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
      else process.env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS = saved
    }
  })

  it('resolves relative paths against the folder of config.toml, as the CLI does', () => {
    const file = configFile('[auth]\nsigning_keys_path = "./keys.json"\n')
    const c = loadConfig(file)
    expect(resolveConfigPath(c, c.auth.signing_keys_path!)).toBe(
      path.join(path.dirname(file), 'keys.json'),
    )
  })

  it('reports an unreadable file clearly', () => {
    expect(() => loadConfig('/nonexistent/config.toml')).toThrow(
      /Cannot read \/nonexistent\/config.toml/,
    )
  })
})

/** The Supabase CLI's `[auth.rate_limit]` defaults (GoTrue's): per hour for the first three. */
const CLI_RATE_LIMITS = {
  email_sent: 2,
  sms_sent: 30,
  anonymous_users: 30,
  token_refresh: 150,
  sign_in_sign_ups: 30,
  token_verifications: 30,
  web3: 30,
}

/**
 * config.toml's limits: the CLI's but the project-wide auth e-mail limit, which Oppi sizes for a
 * school because it sends auth e-mail itself (see the file's comment).
 */
const PROJECT_RATE_LIMITS = { ...CLI_RATE_LIMITS, email_sent: 360 }

describe('auth rate limits', () => {
  it('config.toml, which `supabase config push` deploys, states every per-caller limit at the CLI default or stricter', () => {
    // The file as the CLI reads it, not through supabase/local's environment.
    const toml = parseToml(readFileSync(PROJECT_CONFIG, 'utf8')) as {
      auth: { rate_limit: Record<string, unknown> }
    }
    for (const [key, cliDefault] of Object.entries(CLI_RATE_LIMITS)) {
      if (key === 'email_sent') continue
      const stated = toml.auth.rate_limit[key]
      expect(typeof stated, key).toBe('number')
      expect(stated as number, key).toBeGreaterThan(0)
      expect(stated as number, key).toBeLessThanOrEqual(cliDefault)
    }
    // Two anonymous resets must not stop a school's auth e-mail for an hour.
    expect(toml.auth.rate_limit.email_sent).toBeGreaterThanOrEqual(100)
  })

  it('config.toml turns on the password verification attempt hook (the account lockout)', () => {
    delete process.env[RATE_LIMITS_ENV]
    expect(loadConfig(PROJECT_CONFIG).auth.hook.password_verification_attempt).toEqual({
      enabled: true,
      uri: 'pg-functions://postgres/public/password_verification_attempt_hook',
    })
  })

  it(`${RATE_LIMITS_ENV}=off lifts the file's limits but keeps the ones a caller overrides`, () => {
    delete process.env[RATE_LIMITS_ENV]
    expect(loadConfig(PROJECT_CONFIG).auth.rate_limit).toEqual(PROJECT_RATE_LIMITS)

    process.env[RATE_LIMITS_ENV] = 'off'
    const loose = loadConfig(PROJECT_CONFIG, { auth: { rate_limit: { token_refresh: 3 } } }).auth
      .rate_limit
    expect(loose.token_refresh).toBe(3)
    for (const [key, value] of Object.entries(loose)) {
      if (key !== 'token_refresh') expect(value, key).toBeGreaterThanOrEqual(100_000)
    }

    process.env[RATE_LIMITS_ENV] = 'on'
    expect(loadConfig(PROJECT_CONFIG).auth.rate_limit).toEqual(PROJECT_RATE_LIMITS)
    process.env[RATE_LIMITS_ENV] = 'of'
    expect(() => loadConfig(PROJECT_CONFIG)).toThrow(ConfigError)
  })

  it('the dev, test and benchmark starters lift the limits unless the environment already chose', () => {
    const env: Record<string, string | undefined> = {}
    loosenLocalRateLimits(env)
    expect(env[RATE_LIMITS_ENV]).toBe('off')
    const strict: Record<string, string | undefined> = { [RATE_LIMITS_ENV]: 'on' }
    loosenLocalRateLimits(strict)
    expect(strict[RATE_LIMITS_ENV]).toBe('on')
  })

  it("a developer's backend also runs without e-mail confirmations, unless the environment already chose", () => {
    const env: Record<string, string | undefined> = {}
    applyLocalDevSettings(env)
    expect(env).toEqual({ [RATE_LIMITS_ENV]: 'off', SUPABASE_LOCAL_EMAIL_CONFIRMATIONS: 'false' })
    const chosen = { [RATE_LIMITS_ENV]: 'on', SUPABASE_LOCAL_EMAIL_CONFIRMATIONS: 'true' }
    applyLocalDevSettings(chosen)
    expect(chosen).toEqual({ [RATE_LIMITS_ENV]: 'on', SUPABASE_LOCAL_EMAIL_CONFIRMATIONS: 'true' })
  })
})
