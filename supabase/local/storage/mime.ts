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
 * Containers file-type names by themselves, whatever document is inside: old Office files are
 * all OLE compound files (application/x-cfb), so one declared as a Word, Excel or PowerPoint
 * file is taken as what it says when the bucket allows that type.
 */
const CONTAINERS: Record<string, string[]> = {
  'application/x-cfb': [
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
  ],
}

/**
 * Checks a bucket's allowed types against what the client declared and against what the bytes
 * are: a renamed executable must not pass as an image just because it says so. Where the
 * content's type can be recognised it must be allowed too; where the declared type is one that
 * would be recognised (a real PNG always is) but nothing was, the bytes are not that type.
 */
export async function checkContentType(
  allowed: string[] | null,
  declared: string,
  head: Buffer,
): Promise<void> {
  if (!mimeAllowed(allowed, declared)) throw errors.invalidMime(baseType(declared))
  if (!allowed || allowed.length === 0) return
  const found = await fileTypeFromBuffer(head)
  const type = baseType(declared)
  if (found) {
    if (CONTAINERS[found.mime]?.includes(type)) return
    if (!mimeAllowed(allowed, found.mime)) throw errors.contentMismatch(type, found.mime)
  } else if (supportedMimeTypes.has(type as never)) {
    throw errors.contentMismatch(type, null)
  }
}

/**
 * Types a browser only shows and never runs, which may be served inline (opened in the tab):
 * raster pictures, PDF, sound, video, WebVTT captions and plain text. Anything else (HTML, SVG,
 * XML, JavaScript, an unknown type) is served as an attachment, so opening a file someone else
 * uploaded never runs their script on this origin.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/vtt',
  'text/plain',
])

export function servedInline(mime: string): boolean {
  const type = baseType(mime)
  return INLINE_TYPES.has(type) || /^(audio|video)\/[a-z0-9.+-]+$/.test(type)
}

/**
 * The Content-Type an object is served with: its own, except that HTML goes out as plain text,
 * as hosted Storage sends it (storage-api's renderer, normalizeContentType).
 */
export function servedType(mime: string | undefined): string {
  if (!mime) return 'application/octet-stream'
  return baseType(mime) === 'text/html' ? 'text/plain' : mime
}
