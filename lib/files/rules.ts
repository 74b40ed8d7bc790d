import { UUID_RE } from '@/lib/validation/common'
import { FILE_MAX_MB, megabytes } from './sizes'
import { typeListed, WORK_FILE_TYPES } from './work-types'

// The app's rules for files, before anything reaches Storage: which buckets the app serves,
// the shape of each bucket's paths (the ids that decide access come first), how big a file
// may be, which types a bucket takes (decided from the bytes, not the name or the header),
// which file names are acceptable, and how a file is served. Pure, so each rule is unit-tested.

export const FILE_BUCKETS = {
  'iep-documents': {
    folders: ['student'],
    maxBytes: megabytes(FILE_MAX_MB['iep-documents']),
    kind: 'document',
  },
  avatars: { folders: ['profile'], maxBytes: megabytes(FILE_MAX_MB.avatars), kind: 'picture' },
  'assignment-files': {
    folders: ['assignment'],
    maxBytes: megabytes(FILE_MAX_MB['assignment-files']),
    kind: 'work',
  },
  'submission-files': {
    folders: ['assignment', 'student'],
    maxBytes: megabytes(FILE_MAX_MB['submission-files']),
    kind: 'work',
  },
  // A message's or an announcement's attachments: the writer's own folder, then one folder per
  // message being written, so two files of the same name in different messages do not meet.
  'message-files': {
    folders: ['profile', 'upload'],
    maxBytes: megabytes(FILE_MAX_MB['message-files']),
    kind: 'work',
  },
} as const

export type FileBucket = keyof typeof FILE_BUCKETS

export const isFileBucket = (value: string): value is FileBucket =>
  Object.hasOwn(FILE_BUCKETS, value)

/** The types an IEP document may have, as file-type names them. */
const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'application/pdf',
  // Old Word documents are OLE compound files; file-type cannot tell them from other such files.
  'application/x-cfb': 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
}

/**
 * The types a profile picture may have, as file-type names them. No GIF (nor APNG, which
 * file-type names apart from PNG): those are mostly animations, which would move beside the
 * person's name on every page with no way to pause them.
 */
const PICTURE_TYPES: Record<string, string> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
}
/** The ending of a stored picture's name, by its type. */
const PICTURE_ENDINGS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

/**
 * Work files whose bytes do not say what they are, by their name's ending: text has no magic
 * bytes, and old Office files are all OLE compound files (file-type's application/x-cfb).
 */
const TEXT_ENDINGS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', vtt: 'text/vtt' }
const OLE_ENDINGS: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

export type FileProblem = 'badName' | 'badPath' | 'tooLarge' | 'badType' | 'empty'

const MAX_NAME_BYTES = 200
const UTF8 = new TextEncoder()

/**
 * A file name as it will be stored: Unicode NFC, trimmed. Refused (null): empty, `.` or `..`,
 * anything with a slash or a backslash (a path, not a name), control characters, a leading
 * dot, or more than 200 bytes.
 */
export function cleanFileName(raw: string): string | null {
  const name = raw.normalize('NFC').trim()
  if (!name || name === '.' || name === '..' || name.startsWith('.')) return null
  if (/[/\\]/.test(name) || /\p{Cc}/u.test(name)) return null
  if (UTF8.encode(name).length > MAX_NAME_BYTES) return null
  return name
}

/**
 * The folder ids of a path in a bucket, checked against the bucket's shape: exactly one uuid
 * per folder, each segment already decoded once (so `%2e%2e` arrives as `..` and is refused).
 */
export function folderIds(bucket: FileBucket, segments: readonly string[]): string[] | null {
  const want = FILE_BUCKETS[bucket].folders.length
  if (segments.length !== want || !segments.every((s) => UUID_RE.test(s))) return null
  return segments.map((s) => s.toLowerCase())
}

// The characters hosted Storage takes in an object's name (storage-api's isValidKey), less `/`
// (a name has none) and `*` (the escape below).
const STORABLE = /^[A-Za-z0-9_!.'() &$=@;:+,?-]$/

/**
 * The name a file is stored under. Hosted Storage refuses an object name with any character
 * but ASCII letters, digits and `_/!.*'() &$=@;:+,?-`, so "Äidinkieli.pdf" or a name with `#`
 * cannot be stored as it is: each other character, and `*` itself, is written as `*` and two
 * hex digits per UTF-8 byte (percent-encoding with `*` for `%`). "Äidinkieli.pdf" is stored as
 * "*C3*84idinkieli.pdf"; fileNameOf reads it back.
 */
export function storageName(name: string): string {
  let stored = ''
  for (const char of name) {
    if (STORABLE.test(char)) stored += char
    else
      for (const byte of UTF8.encode(char))
        stored += `*${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return stored
}

/**
 * The clean file name a stored name stands for, or null when it is not a name storageName
 * makes from one (so each file has one stored name).
 */
export function storedFileName(stored: string): string | null {
  if (stored.includes('%')) return null
  let name: string
  try {
    name = decodeURIComponent(stored.replaceAll('*', '%'))
  } catch {
    return null
  }
  const clean = cleanFileName(name)
  return clean !== null && storageName(clean) === stored ? clean : null
}

/** A stored file's name for people: its path's last part, decoded. */
export function fileNameOf(path: string): string {
  const stored = path.slice(path.lastIndexOf('/') + 1)
  return storedFileName(stored) ?? stored
}

/** A stored object's path from its folders and a clean name. */
export const objectPath = (folders: readonly string[], name: string) =>
  [...folders, storageName(name)].join('/')

/**
 * The content type to store a file with, from its first bytes (`detected`, file-type's
 * answer) — or the problem: IEP documents must be a PDF, a Word document or an image, profile
 * pictures a PNG, JPEG or WebP; work files one of WORK_FILE_TYPES, as their bytes say, or by
 * their name (`fileName`) where the bytes cannot say (text, old Office files).
 */
export function storedType(
  bucket: FileBucket,
  detected: string | undefined,
  fileName = '',
): { type: string } | { problem: FileProblem } {
  const kind = FILE_BUCKETS[bucket].kind
  if (kind === 'work') {
    const ending = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : ''
    const type =
      detected === undefined
        ? TEXT_ENDINGS[ending]
        : detected === 'application/x-cfb'
          ? OLE_ENDINGS[ending]
          : detected
    return type && typeListed(WORK_FILE_TYPES, type) ? { type } : { problem: 'badType' }
  }
  const type = detected
    ? (kind === 'document' ? DOCUMENT_TYPES : PICTURE_TYPES)[detected]
    : undefined
  return type ? { type } : { problem: 'badType' }
}

/** Whether a stored type is one storedType can give for the bucket. */
export function takesType(bucket: FileBucket, type: string): boolean {
  const kind = FILE_BUCKETS[bucket].kind
  if (kind === 'work') return typeListed(WORK_FILE_TYPES, type)
  return Object.values(kind === 'document' ? DOCUMENT_TYPES : PICTURE_TYPES).includes(type)
}

/** Whether uploads to this bucket are work files (WORK_FILE_TYPES). */
export const isWorkBucket = (bucket: FileBucket) => FILE_BUCKETS[bucket].kind === 'work'

/** Profile pictures: named by the app (pictureName), told about as "the picture", cached by the browser. */
export const isPictureBucket = (bucket: FileBucket) => FILE_BUCKETS[bucket].kind === 'picture'

/**
 * The name a profile picture is stored under: new for every upload, so a replaced picture is
 * never served from a browser's cache under the old address, and what the person's own file
 * was called is not shown to their school. `unique` is any short string that differs between
 * uploads (the time and a random part, by default).
 */
export function pictureName(
  type: string,
  unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
): string {
  return `avatar-${unique}.${PICTURE_ENDINGS[type] ?? 'img'}`
}

/** The size rule: not empty, not over the bucket's limit. */
export function sizeProblem(bucket: FileBucket, bytes: number): FileProblem | null {
  if (bytes <= 0) return 'empty'
  return bytes > FILE_BUCKETS[bucket].maxBytes ? 'tooLarge' : null
}

/** `Content-Disposition` for a download, with the UTF-8 name for every browser. */
export function attachmentHeader(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Types a browser only shows and never runs, which may open in the tab: raster pictures, PDF,
 * sound, video, WebVTT captions, plain text. Anything else (HTML, SVG, XML, scripts, unknown
 * bytes) is served as an attachment, so opening someone else's file never runs their script
 * on this origin. supabase/local/storage/mime.ts holds the same rule for storage/v1.
 */
const INLINE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/vtt',
  'text/plain',
  'audio/*',
  'video/*',
]

export const servedInline = (type: string) =>
  typeListed(INLINE_TYPES, type.split(';')[0].trim().toLowerCase())

/**
 * The headers every file is served with besides its type and length: inline only for a
 * passive type (servedInline), always under its name; never sniffed as another type; and
 * sandboxed (a unique origin, no scripts), so even a file shown in the tab cannot act here.
 */
export function servingHeaders(name: string, type: string): Record<string, string> {
  return {
    'Content-Disposition': attachmentHeader(name, servedInline(type) ? 'inline' : 'attachment'),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  }
}
