// What the official clients send and read. Browsers on another origin (the
// app on :3000, the backend on :54321) need these on every answer, errors included.
const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'x-region',
  'accept',
].join(',')
const EXPOSE_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'x-total-count',
  'link',
  'x-relay-error',
  'Content-Type',
  'x-sb-error-code',
  'Content-Location',
  'Preference-Applied',
].join(',')
const ALLOW_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS'

/** Headers for an actual request: the caller's origin is allowed (credentials are tokens, not cookies). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin || '*',
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    Vary: 'Origin',
  }
}

/** The answer to a preflight (OPTIONS) request: the actual request's headers and what may be sent. */
export function preflightHeaders(origin: string | undefined): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Max-Age': '3600',
  }
}
