import { errors } from './errors'

/** Object names are at most this many UTF-8 bytes, as S3 keys and hosted Storage allow. */
export const MAX_NAME_BYTES = 1024
/** Each folder or file name becomes a directory on disk, so it must fit a file name. */
const MAX_SEGMENT_BYTES = 255
const MAX_BUCKET_ID = 100
// Hosted Storage's set of characters for bucket names.
const BUCKET_ID = /^[\w!\-.*'() &$@=;:+,?]+$/
// Hosted Storage's isValidKey: the characters an object name may have (S3's safe ones and a few
// that need care). Anything else, a letter like ä included, is refused as an invalid key.
const KEY_CHARS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/

/** Percent-decodes one piece of a URL path; a malformed escape is the client's error. */
export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw errors.invalidKey('the path is not valid percent-encoding')
  }
}

/**
 * An object name as stored: only hosted Storage's characters, and refused when it could leave
 * its bucket's folder on disk (`..`, `.`, empty folders, a leading slash) or could not be a file
 * name at all.
 */
export function objectName(name: string): string {
  if (name.length === 0) throw errors.invalidKey('the object name is empty')
  if (!KEY_CHARS.test(name)) throw errors.invalidKey(name)
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
    throw errors.invalidKey(`the object name is longer than ${MAX_NAME_BYTES} bytes`)
  }
  if (name.startsWith('/')) throw errors.invalidKey('the object name must not start with "/"')
  for (const segment of name.split('/')) {
    if (segment === '') throw errors.invalidKey('the object name has an empty folder name')
    if (segment === '.' || segment === '..')
      throw errors.invalidKey(`the object name must not contain "${segment}"`)
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw errors.invalidKey(`a folder or file name is longer than ${MAX_SEGMENT_BYTES} bytes`)
    }
  }
  return name
}

/** A bucket id: hosted Storage's characters, never a relative path on disk. */
export function bucketId(input: unknown): string {
  const id = typeof input === 'string' ? input.normalize('NFC') : ''
  if (!id || id.length > MAX_BUCKET_ID || !BUCKET_ID.test(id) || id === '.' || id === '..') {
    throw errors.invalidBucketName(String(input))
  }
  return id
}
