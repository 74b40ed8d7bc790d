import { parsePublicEnv, VERCEL_URL_NAMES } from './env-schema'

// Read at run time, not inlined at build time (a computed key keeps Next.js from replacing
// it): the browser never talks to the backend directly, so one build can serve any backend —
// production, staging, or an end-to-end run on other ports.
const runtimeEnv: Record<string, string | undefined> = process.env
const read = (name: string) => runtimeEnv[name]

export const env = parsePublicEnv({
  NEXT_PUBLIC_SUPABASE_URL: read('NEXT_PUBLIC_SUPABASE_URL'),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: read('NEXT_PUBLIC_SUPABASE_ANON_KEY'),
  NEXT_PUBLIC_SITE_URL: read('NEXT_PUBLIC_SITE_URL'),
  ...Object.fromEntries(VERCEL_URL_NAMES.map((name) => [name, read(name)])),
})
