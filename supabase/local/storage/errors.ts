import { isPgError } from '../db'

/**
 * An error as hosted Storage reports it: the HTTP answer is 400 (500 for internal errors) and
 * the meaningful status travels in the body's `statusCode`, which storage-js surfaces.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message)
  }

  get httpStatus(): number {
    return this.statusCode >= 500 ? 500 : 400
  }

  body() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    }
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'InvalidRequest',
      'Bucket not empty',
      'The bucket you tried to delete is not empty',
    ),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: () =>
    new StorageError(
      400,
      'InvalidSignature',
      'InvalidSignature',
      'The url do not match the signature',
    ),
  invalidKey: (why: string) =>
    new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${why}`),
  invalidBucketName: (name: string) =>
    new StorageError(
      400,
      'InvalidBucketName',
      'Invalid Input',
      `Bucket name invalid: ${JSON.stringify(name)}`,
    ),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'Invalid Input', message),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMime: (mime: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported`,
    ),
  contentMismatch: (declared: string, found: string | null) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      found
        ? `the file's content is ${found}, which this bucket does not accept (declared as ${declared})`
        : `the file's content is not ${declared} as declared`,
    ),
  invalidRange: (size: number) =>
    new StorageError(
      416,
      'InvalidRange',
      'Requested Range Not Satisfiable',
      `The range is outside the object's ${size} bytes`,
    ),
  notFound: () => new StorageError(404, 'NotFound', 'Not Found', 'Route not found'),
}

/** Database errors as hosted Storage maps them; anything else is not ours to translate. */
export function fromDbError(e: unknown): StorageError | null {
  if (e instanceof StorageError) return e
  if (!isPgError(e)) return null
  if (e.code === '42501') return errors.accessDenied(e.message)
  if (e.code === '23505') return errors.duplicate()
  if (e.code === '23503') return errors.bucketNotEmpty()
  return null
}
