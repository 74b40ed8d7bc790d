import { bucketId, objectName } from '../names'

/** Which object a resumable upload becomes, and the version it will be stored as. */
export interface UploadRef {
  bucket: string
  name: string
  version: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const BASE64URL = /^[A-Za-z0-9_-]+$/

/** The id in an upload's URL: `bucket/name/version` in base64url, the form hosted Storage uses. */
export const encodeUploadId = (r: UploadRef) =>
  Buffer.from(`${r.bucket}/${r.name}/${r.version}`, 'utf8').toString('base64url')

/** The upload an id names, or null when the id cannot be one of ours. */
export function decodeUploadId(id: string): UploadRef | null {
  if (!BASE64URL.test(id)) return null
  const text = Buffer.from(id, 'base64url').toString('utf8')
  const first = text.indexOf('/')
  const last = text.lastIndexOf('/')
  if (first <= 0 || last <= first + 1) return null
  const version = text.slice(last + 1)
  if (!UUID.test(version)) return null
  try {
    return {
      bucket: bucketId(text.slice(0, first)),
      name: objectName(text.slice(first + 1, last)),
      version,
    }
  } catch {
    return null
  }
}
