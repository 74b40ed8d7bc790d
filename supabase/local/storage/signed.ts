import type { Identity } from '../http/identity'
import { ownerOf, testAsCaller } from './caller'
import { runAs, type ObjectAddress, type StorageRequest } from './context'
import { sendFound } from './download'
import { errors } from './errors'
import { objectName } from './names'
import { OPERATIONS } from './operations'
import { readJson, sendJson } from './reply'
import { findObject, writeObject, type ObjectMetadata } from './rows'
import { UPLOAD_URL_SECONDS, type UrlSigner } from './tokens'
import { upload } from './upload'

/** A signed-URL route's request: the storage request and the signer of its tokens. */
export interface SignedRequest extends StorageRequest {
  signer: UrlSigner
}

function expiresIn(body: Record<string, unknown>): number {
  const n = Number(body.expiresIn)
  if (!Number.isInteger(n) || n < 1)
    throw errors.invalidRequest('expiresIn must be a whole number of seconds, at least 1')
  return n
}

/** POST /object/sign/:bucket/:name — only for an object the caller may read. */
export async function signOne(
  { ctx, signer, req, res }: SignedRequest,
  who: Identity,
  { bucket, name }: ObjectAddress,
) {
  const seconds = expiresIn(await readJson(req))
  const row = await runAs(ctx, who, (q) => findObject(q, bucket, name), OPERATIONS.sign)
  if (!row) throw errors.noSuchKey()
  const url = `${bucket}/${name}`
  sendJson(res, 200, {
    signedURL: `/object/sign/${url}?token=${await signer.sign({ url, scope: 'download' }, seconds)}`,
  })
}

/** POST /object/sign/:bucket {paths} — one entry per path, an error for those the caller cannot read. */
export async function signMany(
  { ctx, signer, req, res }: SignedRequest,
  who: Identity,
  bucket: string,
) {
  const body = await readJson(req)
  const seconds = expiresIn(body)
  if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > 1000) {
    throw errors.invalidRequest('paths must be a list of 1 to 1000 object names')
  }
  const paths = body.paths.map(String)
  const visible = await runAs(
    ctx,
    who,
    (q) =>
      q.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2)',
        [bucket, paths],
      ),
    OPERATIONS.signMany,
  )
  const found = new Set(visible.rows.map((r) => r.name))
  const out = []
  for (const path of paths) {
    if (!found.has(path)) {
      out.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      })
      continue
    }
    const url = `${bucket}/${path}`
    out.push({
      error: null,
      path,
      signedURL: `/object/sign/${url}?token=${await signer.sign({ url, scope: 'download' }, seconds)}`,
    })
  }
  sendJson(res, 200, out)
}

/** GET /object/sign/:bucket/:name?token= — no Authorization: the token is the permission. */
export async function downloadSigned(
  x: SignedRequest,
  { bucket, name }: ObjectAddress,
  query: URLSearchParams,
) {
  await x.signer.verify(query.get('token'), `${bucket}/${name}`, 'download')
  await sendFound(x, await findObject(x.ctx.db, bucket, name), query.get('download'))
}

/**
 * POST /object/upload/sign/:bucket/:name — only when the caller could upload there now (the
 * policy is asked and rolled back); the token carries the caller as the future owner.
 */
export async function signUpload(
  { ctx, signer, req, res }: SignedRequest,
  who: Identity,
  { bucket, name }: ObjectAddress,
) {
  await readJson(req)
  const upsert = req.headers['x-upsert'] === 'true'
  const probe = {
    bucket,
    name,
    ...ownerOf(who),
    version: 'probe',
    metadata: { size: 0 } as ObjectMetadata,
    userMetadata: null,
  }
  await testAsCaller(ctx.db, who, (q) => writeObject(q, probe, upsert), OPERATIONS.signUploadUrl)
  const url = `${bucket}/${name}`
  const owner = ownerOf(who).ownerId ?? undefined
  const token = await signer.sign({ url, scope: 'upload', owner, upsert }, UPLOAD_URL_SECONDS)
  sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token })
}

/** PUT /object/upload/sign/:bucket/:name?token= — the upload the token allows, as its signer. */
export async function uploadSigned(
  { ctx, signer, req, res }: SignedRequest,
  { bucket, name }: ObjectAddress,
  query: URLSearchParams,
) {
  const claims = await signer.verify(query.get('token'), `${bucket}/${name}`, 'upload')
  const owner = ownerOf({
    role: 'authenticated',
    claims: { role: 'authenticated', sub: claims.owner },
    token: null,
  })
  await upload(ctx, req, res, {
    bucket,
    name: objectName(name),
    upsert: claims.upsert === true,
    who: null,
    owner,
  })
}
