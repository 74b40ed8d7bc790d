import { z } from 'zod'

// The variables the browser may see. Kept separate from the server-only key so the
// schema can be shared by next.config.ts (start-up check), the server and the browser.
export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1),
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
})

export type PublicEnv = z.infer<typeof publicEnvSchema>

/** Vercel's own names for a deployment's public address (its system environment variables). */
export const VERCEL_URL_NAMES = [
  'VERCEL_ENV',
  'VERCEL_PROJECT_PRODUCTION_URL',
  'VERCEL_BRANCH_URL',
  'VERCEL_URL',
] as const

/**
 * The site's address on Vercel when NEXT_PUBLIC_SITE_URL is not set: the project's production
 * domain in production, else the branch's or the deployment's own address. Without it, links in
 * e-mails and QR codes would point at the development default, which nobody else can open.
 */
function vercelSiteUrl(source: Record<string, string | undefined>): string | undefined {
  const host =
    source.VERCEL_ENV === 'production'
      ? source.VERCEL_PROJECT_PRODUCTION_URL
      : (source.VERCEL_BRANCH_URL ?? source.VERCEL_URL)
  return host ? `https://${host}` : undefined
}

/** Parses the public environment; a missing or malformed value throws an error naming it. */
export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  // Empty strings count as missing: `.env` templates often ship `KEY=`.
  const cleaned = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  )
  cleaned.NEXT_PUBLIC_SITE_URL ??= vercelSiteUrl(cleaned)
  const result = publicEnvSchema.safeParse(cleaned)
  if (result.success) {
    return {
      ...result.data,
      NEXT_PUBLIC_SITE_URL: result.data.NEXT_PUBLIC_SITE_URL.replace(/\/$/, ''),
    }
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return cleaned[name] === undefined
      ? `${name} is missing`
      : `${name} is not valid (${issue.message})`
  })
  throw new Error(
    `Oppi cannot start: ${problems.join('; ')}. Set it in .env.local or the environment ` +
      `(local backend: NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321).`,
  )
}
