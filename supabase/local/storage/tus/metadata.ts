import { tusErrors } from './protocol'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * The Upload-Metadata header as TUS 1.0.0 defines it: comma-separated pairs of a key and its
 * Base64 value, separated by a space; a key may stand alone (its value is then empty). Keys are
 * non-empty, without spaces or commas, and unique. Null when the header is absent.
 */
export function parseUploadMetadata(
  header: string | string[] | undefined,
): Record<string, string> | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || header.trim() === '') throw tusErrors.metadataInvalid()
  const out: Record<string, string> = Object.create(null)
  for (const pair of header.split(',')) {
    const parts = pair.trim().split(' ')
    if (parts.length > 2) throw tusErrors.metadataInvalid()
    const [key, value = ''] = parts
    if (!key || key in out) throw tusErrors.metadataInvalid()
    if (value.length % 4 !== 0 || !BASE64.test(value)) throw tusErrors.metadataInvalid()
    out[key] = Buffer.from(value, 'base64').toString('utf8')
  }
  return out
}

/** `3600` → `max-age=3600`; anything else → `no-cache`, as hosted Storage reads the cacheControl metadata. */
export const cacheControlFrom = (value: string | undefined) =>
  value && /^-?\d+$/.test(value) ? `max-age=${value}` : 'no-cache'

/** The `metadata` entry (a JSON object) as the object's user metadata; anything else is ignored, as hosted. */
export function userMetadataFrom(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
