import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type'
import { errors } from './errors'

/** How many leading bytes the content check reads (file-type's own advice). */
export const SNIFF_BYTES = 4100

/** `image/png; charset=…` → `image/png`. */
export function baseType(mime: string): string {
  return mime.split(';')[0].trim().toLowerCase()
}

/** Whether a bucket's allowed_mime_types admits a type; `image/*` admits every image type. */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed || allowed.length === 0) return true
  const type = baseType(mime)
  return allowed.some((rule) => {
    const r = baseType(rule)
    return r === '*/*' || r === type || (r.endsWith('/*') && type.startsWith(r.slice(0, -1)))
  })
}

/**
 * Checks a bucket's allowed types against what the client declared and against what the bytes
 * are: a renamed executable must not pass as an image just because it says so. Where the
 * content's type can be recognised it must be allowed too; where the declared type is one that
 * would be recognised (a real PNG always is) but nothing was, the bytes are not that type.
 */
export async function checkContentType(allowed: string[] | null, declared: string, head: Buffer): Promise<void> {
  if (!mimeAllowed(allowed, declared)) throw errors.invalidMime(baseType(declared))
  if (!allowed || allowed.length === 0) return
  const found = await fileTypeFromBuffer(head)
  const type = baseType(declared)
  if (found) {
    if (!mimeAllowed(allowed, found.mime)) throw errors.contentMismatch(type, found.mime)
  } else if (supportedMimeTypes.has(type as never)) {
    throw errors.contentMismatch(type, null)
  }
}
