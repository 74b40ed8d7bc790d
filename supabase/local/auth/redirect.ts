import type { LocalConfig } from '../config'

/**
 * GoTrue's redirect allow-list: a URL is allowed when its hostname is SITE_URL's, or when it
 * matches an `additional_redirect_urls` entry as a glob with `.` and `/` as separators (`*` stays
 * within one segment, `**` crosses them). Anything else falls back to SITE_URL.
 */
function globToRegExp(pattern: string): RegExp {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        re += '.*'
        i++
      } else {
        re += '[^./]*'
      }
    } else if (ch === '?') {
      re += '[^./]'
    } else {
      re += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&')
    }
  }
  return new RegExp(`^${re}$`)
}

export function isRedirectAllowed(config: LocalConfig, url: string): boolean {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return false
  }
  if (
    target.protocol !== 'http:' &&
    target.protocol !== 'https:' &&
    !/^[a-z][a-z0-9+.-]*:$/.test(target.protocol)
  ) {
    return false
  }
  const site = new URL(config.auth.site_url)
  if (site.hostname === target.hostname) return true
  return config.auth.additional_redirect_urls.some((p) => p === url || globToRegExp(p).test(url))
}

/** The `redirect_to` query parameter when allowed, else SITE_URL. */
export function redirectTarget(config: LocalConfig, requested: string | undefined | null): string {
  if (requested && isRedirectAllowed(config, requested)) return requested
  return config.auth.site_url
}
