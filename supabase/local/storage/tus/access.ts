import type { IncomingMessage } from 'node:http'
import type { Identity } from '../../http/identity'
import { ownerOf, testAsCaller } from '../caller'
import type { StorageContext } from '../context'
import { errors } from '../errors'
import { currentVersion, writeObject, type ObjectMetadata } from '../rows'
import type { UrlSigner } from '../tokens'
import { tusErrors } from './protocol'

/** On whose authority a resumable upload request writes. */
export interface Access {
  /** The caller whose row-level security decides; null on the signed route (the token already decided). */
  who: Identity | null
  owner: { owner: string | null; ownerId: string | null }
  upsert: boolean
  /** Who may continue an upload this request starts: the same caller by the same route. */
  creator: string
}

/**
 * The authority of one request for `bucket/name`. With a bearer token (`who`), its caller and
 * the x-upsert header, as every request of the upload carries them; on the signed route, the
 * token from createSignedUploadUrl in the x-signature header, which names the object, its
 * future owner and whether it may replace one.
 */
export async function authorize(
  signer: UrlSigner,
  req: IncomingMessage,
  who: Identity | null,
  bucket: string,
  name: string,
): Promise<Access> {
  if (who) {
    const owner = ownerOf(who)
    return {
      who,
      owner,
      upsert: req.headers['x-upsert'] === 'true',
      creator: `bearer:${who.role}:${owner.ownerId ?? ''}`,
    }
  }
  const token = req.headers['x-signature']
  if (typeof token !== 'string' || !token) throw tusErrors.missingSignature()
  const claims = await signer.verify(token, `${bucket}/${name}`, 'upload')
  const owner = ownerOf({
    role: 'authenticated',
    claims: { role: 'authenticated', sub: claims.owner },
    token: null,
  })
  return {
    who: null,
    owner,
    upsert: claims.upsert === true,
    creator: `signed:${claims.owner ?? ''}`,
  }
}

/**
 * Whether this request could store the object now, asked before any byte is read: as the
 * caller the insert (or upsert) is tried and rolled back, so the bucket's policies decide; a
 * signed upload needs only that it would not replace an object it may not replace.
 */
export async function canUpload(
  ctx: StorageContext,
  access: Access,
  bucket: string,
  name: string,
): Promise<void> {
  if (access.who) {
    const probe = {
      bucket,
      name,
      ...access.owner,
      version: 'probe',
      metadata: { size: 0 } as ObjectMetadata,
      userMetadata: null,
    }
    await testAsCaller(ctx.db, access.who, (q) => writeObject(q, probe, access.upsert))
  } else if (!access.upsert && (await currentVersion(ctx.db, bucket, name))) {
    throw errors.duplicate()
  }
}
