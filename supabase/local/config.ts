import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { z } from 'zod'

/**
 * supabase/config.toml as supabase/local understands it: only keys the Supabase CLI also has,
 * with the CLI's defaults. Unknown keys are ignored; an invalid value stops the start.
 */
const CLI_DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

const hookSchema = z
  .object({ enabled: z.boolean().default(false), uri: z.string().optional() })
  .prefault({})
  .refine((h) => !h.enabled || /^pg-functions:\/\/[^/]+\/[^/]+\/[^/]+$/.test(h.uri ?? ''), {
    message: 'uri must look like pg-functions://postgres/<schema>/<function>',
  })

/**
 * A size as the CLI's config.toml writes it ("50MiB", "1GB", "512KB", or plain bytes). The CLI
 * reads these with binary multiples whether or not the unit has the "i".
 */
export function parseByteSize(value: string | number): number {
  if (typeof value === 'number') return value
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$/i.exec(value)
  if (!m) throw new Error(`"${value}" is not a size like 50MiB`)
  const power = ['', 'k', 'm', 'g', 't'].indexOf(m[2].toLowerCase())
  return Math.floor(Number(m[1]) * 1024 ** power)
}

const byteSize = z.union([z.string(), z.number().int().nonnegative()]).transform((v, ctx) => {
  try {
    return parseByteSize(v)
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message })
    return z.NEVER
  }
})

/** `[auth.mfa.<factor>]`: enrolling and verifying are switched separately, both off by default. */
const factorSwitches = z
  .object({
    enroll_enabled: z.boolean().default(false),
    verify_enabled: z.boolean().default(false),
  })
  .prefault({})

const configSchema = z.object({
  api: z
    .object({
      port: z.number().int().min(0).max(65535).default(54321),
      schemas: z.array(z.string().min(1)).default(['public', 'graphql_public']),
      extra_search_path: z.array(z.string().min(1)).default(['public', 'extensions']),
      max_rows: z.number().int().positive().default(1000),
    })
    .prefault({}),
  auth: z
    .object({
      site_url: z.url().default('http://127.0.0.1:3000'),
      additional_redirect_urls: z.array(z.string()).default([]),
      jwt_expiry: z.number().int().min(30).max(604800).default(3600),
      jwt_secret: z.string().min(32).default(CLI_DEFAULT_JWT_SECRET),
      signing_keys_path: z.string().min(1).optional(),
      enable_signup: z.boolean().default(true),
      enable_anonymous_sign_ins: z.boolean().default(false),
      enable_refresh_token_rotation: z.boolean().default(true),
      refresh_token_reuse_interval: z.number().int().min(0).default(10),
      minimum_password_length: z.number().int().min(6).default(6),
      /**
       * `[auth.rate_limit]` with the CLI's defaults. supabase/local enforces sign_in_sign_ups,
       * token_refresh and token_verifications per IP; the others are read so a typo stops the start.
       */
      rate_limit: z
        .object({
          email_sent: z.number().int().positive().default(2),
          sms_sent: z.number().int().positive().default(30),
          anonymous_users: z.number().int().positive().default(30),
          token_refresh: z.number().int().positive().default(150),
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_verifications: z.number().int().positive().default(30),
          web3: z.number().int().positive().default(30),
        })
        .prefault({}),
      email: z
        .object({
          enable_signup: z.boolean().default(true),
          enable_confirmations: z.boolean().default(false),
          /** Secure email change: both the old and the new address confirm (CLI default true). */
          double_confirm_changes: z.boolean().default(true),
          /** Seconds an email link / OTP stays valid (CLI default 3600). */
          otp_expiry: z.number().int().positive().max(86400).default(3600),
          /** Password changes of sessions older than 24 h need a /reauthenticate nonce (CLI default false). */
          secure_password_change: z.boolean().default(false),
        })
        .prefault({}),
      mfa: z
        .object({
          max_enrolled_factors: z.number().int().positive().default(10),
          totp: factorSwitches,
          web_authn: factorSwitches,
        })
        .prefault({}),
      /** The WebAuthn relying party, shared by WebAuthn MFA factors and passkeys (no CLI defaults). */
      webauthn: z
        .object({
          rp_id: z.string().default(''),
          rp_display_name: z.string().default(''),
          rp_origins: z.array(z.string()).default([]),
        })
        .prefault({}),
      /** Passkey sign-in (`[auth.passkey]`, GoTrue's GOTRUE_PASSKEY_*); the relying party is `[auth.webauthn]`. */
      passkey: z
        .object({
          enabled: z.boolean().default(false),
          max_passkeys_per_user: z.number().int().positive().default(10),
        })
        .prefault({}),
      /**
       * Hosted Auth settings the CLI's config.toml cannot carry (the dashboard's, also the
       * Management API's): read from supabase/dashboard.toml beside config.toml, where a project
       * states them (see loadConfig). GoTrue's defaults.
       */
      security: z
        .object({
          /** "Require current password when updating" (GoTrue's UpdatePasswordRequireCurrentPassword). */
          update_password_require_current_password: z.boolean().default(false),
        })
        .prefault({}),
      hook: z
        .object({
          custom_access_token: hookSchema,
          before_user_created: hookSchema,
          password_verification_attempt: hookSchema,
          /** GoTrue's Send Email Hook: the function gets every auth e-mail instead of the outbox. */
          send_email: hookSchema,
        })
        .prefault({}),
    })
    .prefault({}),
  storage: z
    .object({
      /** The largest object any bucket accepts; a bucket's own limit can only be lower. */
      file_size_limit: byteSize.prefault('50MiB'),
      /**
       * `[storage.buckets.<name>]`: buckets the CLI creates on start, and the files under
       * `objects_path` (relative to this file) it uploads into them (`supabase seed buckets`).
       */
      buckets: z
        .record(
          z.string(),
          z.object({
            public: z.boolean().default(false),
            file_size_limit: byteSize.optional(),
            allowed_mime_types: z.array(z.string()).optional(),
            objects_path: z.string().min(1).optional(),
          }),
        )
        .default({}),
    })
    .prefault({}),
  /** `[functions.<name>]`: per-function settings of `supabase functions serve` and `deploy`. */
  functions: z
    .record(
      z.string(),
      z.object({
        enabled: z.boolean().default(true),
        verify_jwt: z.boolean().default(true),
        import_map: z.string().min(1).optional(),
        entrypoint: z.string().min(1).optional(),
      }),
    )
    .default({}),
})

export type LocalConfig = z.infer<typeof configSchema> & {
  /** Folder of config.toml; relative paths in it resolve against this, as the CLI does. */
  supabaseDir: string
}

/** Deep partial, for tests that start a server with a changed setting. */
export type ConfigOverrides = {
  [K in keyof z.input<typeof configSchema>]?: z.input<typeof configSchema>[K]
}

/** The CLI lets any string be `env(NAME)`; substitute before validation. */
function substituteEnv(value: unknown): unknown {
  if (typeof value === 'string') {
    const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value)
    return m ? process.env[m[1]] : value
  }
  if (Array.isArray(value)) return value.map(substituteEnv)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteEnv(v)]))
  }
  return value
}

function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k]
    out[k] =
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      b &&
      typeof b === 'object' &&
      !Array.isArray(b)
        ? deepMerge(b as Record<string, unknown>, v as Record<string, unknown>)
        : v
  }
  return out
}

export class ConfigError extends Error {}

/**
 * `SUPABASE_LOCAL_AUTH_RATE_LIMITS=off` lifts the per-IP limits config.toml states, for `npm run
 * dev`, the test suites and the benchmarks, which send far more requests from one address than
 * a person would. config.toml keeps production's values because `supabase config push` sends
 * them to the hosted project. Limits a caller passes as overrides (a test of the limits) stay.
 */
export const RATE_LIMITS_ENV = 'SUPABASE_LOCAL_AUTH_RATE_LIMITS'
const LOOSE_RATE_LIMIT = 1_000_000

/** Sets RATE_LIMITS_ENV to `off` unless the caller's environment already chose. */
export function loosenLocalRateLimits(env: Record<string, string | undefined> = process.env) {
  env[RATE_LIMITS_ENV] ??= 'off'
}

/**
 * A developer's backend (`npm run dev`, `npm run supabase:start`): production's per-IP auth
 * limits lifted, and e-mail confirmations off (config.toml turns them on for hosted deployments;
 * locally sign-up signs in at once, and Oppi mails a link to prove the address) — each unless
 * the caller's environment already chose (SUPABASE_LOCAL_AUTH_RATE_LIMITS=on,
 * SUPABASE_LOCAL_EMAIL_CONFIRMATIONS=true).
 */
export function applyLocalDevSettings(env: Record<string, string | undefined> = process.env) {
  loosenLocalRateLimits(env)
  env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS ??= 'false'
}

function rateLimitsFromEnv(raw: Record<string, unknown>): Record<string, unknown> {
  const setting = process.env[RATE_LIMITS_ENV]
  if (!setting || setting === 'on') return raw
  if (setting !== 'off')
    throw new ConfigError(`${RATE_LIMITS_ENV} must be "on" or "off", not "${setting}"`)
  const auth = (raw.auth ?? {}) as Record<string, unknown>
  const stated = (auth.rate_limit ?? {}) as Record<string, unknown>
  const keys = [
    'email_sent',
    'sms_sent',
    'anonymous_users',
    'token_refresh',
    'sign_in_sign_ups',
    'token_verifications',
    'web3',
  ]
  const loose = Object.fromEntries(
    [...new Set([...keys, ...Object.keys(stated)])].map((k) => [k, LOOSE_RATE_LIMIT]),
  )
  return { ...raw, auth: { ...auth, rate_limit: loose } }
}

/**
 * Settings that differ between the hosted project and local dev/tests without a second config
 * file: SUPABASE_LOCAL_EMAIL_CONFIRMATIONS=true|false overrides `[auth.email]
 * enable_confirmations` (config.toml turns confirmations on for hosted deployments; `npm run
 * dev` and the test servers run with them off, as supabase/local has always run).
 */
export function envOverrides(env: NodeJS.ProcessEnv = process.env): ConfigOverrides {
  const confirmations = env.SUPABASE_LOCAL_EMAIL_CONFIRMATIONS
  if (confirmations === undefined || confirmations === '') return {}
  if (confirmations !== 'true' && confirmations !== 'false') {
    throw new ConfigError(
      `SUPABASE_LOCAL_EMAIL_CONFIRMATIONS must be true or false, not ${JSON.stringify(confirmations)}`,
    )
  }
  return { auth: { email: { enable_confirmations: confirmations === 'true' } } }
}

/** The hosted project's dashboard settings beside config.toml (see `auth.security`), if stated. */
export const DASHBOARD_FILE = 'dashboard.toml'

function readToml(file: string): Record<string, unknown> {
  try {
    return parseToml(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (e) {
    throw new ConfigError(`Cannot read ${file}: ${(e as Error).message}`)
  }
}

/** `[auth.security]` of dashboard.toml as config overrides; nothing when there is no such file. */
function dashboardSettings(configPath: string): Record<string, unknown> {
  const file = path.join(path.dirname(path.resolve(configPath)), DASHBOARD_FILE)
  if (!existsSync(file)) return {}
  const auth = (readToml(file).auth ?? {}) as Record<string, unknown>
  return auth.security === undefined ? {} : { auth: { security: auth.security } }
}

export function loadConfig(configPath: string, overrides: ConfigOverrides = {}): LocalConfig {
  // `[auth.security]` comes only from dashboard.toml: in config.toml it is not the CLI's key.
  const file = readToml(configPath)
  const { security: _notTheClis, ...auth } = (file.auth ?? {}) as Record<string, unknown>
  const raw = deepMerge({ ...file, auth }, dashboardSettings(configPath))
  // The file (with production's rate limits lifted when the environment says so), then the
  // environment's overrides, then the caller's (a test's own setting wins).
  const merged = deepMerge(
    deepMerge(
      rateLimitsFromEnv(substituteEnv(raw) as Record<string, unknown>),
      envOverrides() as Record<string, unknown>,
    ),
    overrides,
  )
  const parsed = configSchema.safeParse(merged)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid ${configPath}:\n${lines.join('\n')}`)
  }
  return { ...parsed.data, supabaseDir: path.dirname(path.resolve(configPath)) }
}

/** Resolves a path from config.toml the way the CLI does: relative to the supabase folder. */
export function resolveConfigPath(config: LocalConfig, p: string): string {
  return path.resolve(config.supabaseDir, p)
}
