import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { parsePublicEnv } from './lib/env-schema'

// Stop `next dev|build|start` at once with a message naming any missing backend variable.
parsePublicEnv(process.env)

// next-intl without URL prefixes: the locale comes from the NEXT_LOCALE cookie,
// resolved in lib/i18n/request.ts. The message catalogues are compiled when the app is
// built: at run time a message with values is then only filled in. Compiled on demand,
// each such message was parsed again in every request (its cache lives for one request),
// and the cache key of every call serialised the whole format table: a page of 25 insight
// rows spent about 5 ms of its render on it. (t.raw cannot be used with compiled messages.)
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The e2e suite and local dev reach the app as 127.0.0.1; allow it as a dev origin.
  allowedDevOrigins: ['127.0.0.1'],
  // Every page's <title> is rendered in the <head> with the page, for every browser, not only
  // for crawlers. Streamed metadata can arrive after the first paint; a page painted without
  // its title meets a screen reader (and axe's document-title rule) untitled, as after sign-in.
  htmlLimitedBots: /.*/,
  // CI builds once on a clean clone: Turbopack's build cache would be written (a minute of a
  // core on a busy 2-core machine) and never read. Local builds keep it.
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // A caption track of up to 500 kB (lib/videos/webvtt.ts) is a server action's argument,
    // and its encoding can double a text full of quotes and line breaks: Next's default of 1 MB
    // would refuse it. 2 MB stays well under the 4.5 MB Vercel's functions take in one request.
    serverActions: { bodySizeLimit: '2mb' },
  },
  // CI's script has type-checked the whole project (`npm run typecheck`) just before its
  // build and says so; checking again inside the build would repeat the same work.
  typescript: { ignoreBuildErrors: process.env.OPPI_TYPECHECKED === '1' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withNextIntl(nextConfig)
