import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { parsePublicEnv } from './lib/env-schema'

// Stop `next dev|build|start` at once with a message naming any missing backend variable.
parsePublicEnv(process.env)

// next-intl without URL prefixes: the locale comes from the NEXT_LOCALE cookie,
// resolved in lib/i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

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
  // Every page's <title> is rendered in the <head> before the page streams, for every
  // browser, not only for crawlers. Streamed metadata races the shell (which app/loading.tsx
  // keeps tiny); when it loses, the first paint has no title, so a screen reader (and axe's
  // document-title rule) meets an untitled page, as after sign-in.
  htmlLimitedBots: /.*/,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withNextIntl(nextConfig)
