/**
 * Accepts a redirect target only when it is a same-origin absolute path: starts with one
 * slash, no scheme-relative `//` or `/\`, no control characters, and it resolves to the
 * same origin. Anything else yields null so callers fall back to a safe default.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Tabs/newlines are stripped by URL parsers and can turn `/\t/evil` into `//evil`.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  const base = 'http://oppi.invalid'
  try {
    const url = new URL(value, base)
    if (url.origin !== base) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** Where a signed-in user goes after sign-in: a safe `next` path, else the dashboard. */
export function afterSignInPath(next: string | null | undefined): string {
  const safe = safeRedirectPath(next)
  return safe && !safe.startsWith('/auth') ? safe : '/dashboard'
}
