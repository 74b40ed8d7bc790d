/**
 * The Content-Security-Policy of every page. proxy.ts makes a fresh nonce for each request and
 * sends this policy with it; Next.js reads the nonce from the request's copy of the header and
 * puts it on its own scripts, and the root layout puts it on the one inline script the app
 * renders itself. With 'strict-dynamic', a script runs only when a script carrying the nonce
 * loaded it: an injected <script> or inline handler does not.
 */

/** The request header that hands the nonce to the page (the root layout reads it). */
export const NONCE_HEADER = 'x-nonce'

/** A fresh, unguessable nonce (128 random bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** The backend's origin, over HTTP and over WebSocket (realtime), for connect-src. */
function backendOrigins(supabaseUrl: string): { http: string; ws: string } {
  const url = new URL(supabaseUrl)
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
  return { http: url.origin, ws }
}

export function contentSecurityPolicy(options: {
  nonce: string
  supabaseUrl: string
  dev: boolean
}): string {
  const backend = backendOrigins(options.supabaseUrl)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'self' is for browsers without 'strict-dynamic'; React's development build evaluates code
    // (its error overlay and stacks), the production build never does.
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles stay allowed: the first HTML carries the person's text size and contrast in
    // the <html> element's style attribute (no flash of the wrong size), Radix positions its
    // popovers with style attributes, and the toaster adds its own <style> element. A nonce here
    // would make browsers ignore 'unsafe-inline' and refuse the style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures come from Storage; the MFA QR code is a data: URL.
    'img-src': ["'self'", 'blob:', 'data:', backend.http],
    // Videos and their caption tracks are signed Storage URLs; read-aloud plays audio blobs.
    'media-src': ["'self'", 'blob:', 'data:', backend.http],
    'font-src': ["'self'", 'data:'],
    // The browser's Supabase client: REST, Storage uploads and realtime.
    'connect-src': ["'self'", backend.http, backend.ws],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
