import type { IncomingMessage, ServerResponse } from 'node:http'
import { preflightHeaders } from '../http/cors'
import { refuse } from '../http/linger'
import type { StreamHandler } from '../http/stream'
import type { RouteModule } from '../platform/types'
import { ownerOf } from './caller'
import { identify, type ObjectAddress, type StorageContext } from './context'
import { errors, fromDbError } from './errors'
import { FileStore } from './files'
import { KeyedLock } from './lock'
import { bucketId, decodePath, objectName } from './names'
import { reconcile } from './reconcile'
import { UrlSigner } from './tokens'
import { bucketRoute } from './buckets'
import {
  copy,
  downloadAsCaller,
  downloadPublic,
  info,
  list,
  move,
  removeMany,
  removeOne,
} from './objects'
import {
  downloadSigned,
  signMany,
  signOne,
  signUpload,
  uploadSigned,
  type SignedRequest,
} from './signed'
import { openResumable } from './tus/routes'
import { upload } from './upload'

const PREFIX = '/storage/v1'

/** `[bucket, ...name]` from the raw path segments after a route's fixed part. */
function target(segments: string[]): ObjectAddress {
  if (segments.length < 2) throw errors.invalidKey('the path needs a bucket and an object name')
  return {
    bucket: bucketId(decodePath(segments[0])),
    name: objectName(decodePath(segments.slice(1).join('/'))),
  }
}

/**
 * storage/v1: hosted Storage's API as @supabase/storage-js uses it. Metadata in
 * storage.buckets and storage.objects, read and written as the caller so that row-level
 * security decides; bytes on disk (see files.ts). A stream module: uploads and downloads
 * are never held in memory.
 */
export const storageModule: RouteModule = {
  prefix: PREFIX,
  // A browser's preflight for a resumable upload must allow the TUS headers.
  ownPreflight: true,
  async create(platform): Promise<StreamHandler> {
    const store = FileStore.open(platform.dataDir, platform.onClose)
    await reconcile(platform.db, store, platform.log)
    const ctx: StorageContext = {
      platform,
      db: platform.db,
      store,
      lock: new KeyedLock(),
      globalLimit: platform.config.storage.file_size_limit,
    }
    const signer = new UrlSigner(platform.config.auth.jwt_secret)
    const resumable = await openResumable(ctx, signer, platform, `${PREFIX}/upload/resumable`)

    async function route(req: IncomingMessage, res: ServerResponse, path: string, search: string) {
      const method = req.method ?? 'GET'
      const query = new URLSearchParams(search)
      const s = path.slice(PREFIX.length).split('/').slice(1)
      const read = method === 'GET' || method === 'HEAD'
      const download = query.has('download') ? query.get('download') : null
      const x: SignedRequest = { ctx, signer, req, res }

      if (s[0] === 'upload' && s[1] === 'resumable')
        return resumable(req, res, s.slice(2), () => identify(ctx, req))
      if (method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(req.headers.origin))
        return void res.end()
      }
      if (s[0] === 'bucket')
        return bucketRoute(ctx, req, res, await identify(ctx, req), s.slice(1).map(decodePath))
      if (s[0] !== 'object' || s.length < 2) throw errors.notFound()
      const [kind, ...rest] = s.slice(1)

      // Routes a token authorises, before any Authorization header is looked at.
      if (kind === 'public' && read) {
        const t = target(rest)
        return downloadPublic(x, t, download)
      }
      if (kind === 'sign' && read) {
        const t = target(rest)
        return downloadSigned(x, t, query)
      }
      if (kind === 'upload' && rest[0] === 'sign' && method === 'PUT') {
        const t = target(rest.slice(1))
        return uploadSigned(x, t, query)
      }

      const who = await identify(ctx, req)
      if (kind === 'list' && method === 'POST' && rest.length === 1)
        return list(x, who, bucketId(decodePath(rest[0])))
      if (kind === 'move' && method === 'POST' && rest.length === 0) return move(x, who)
      if (kind === 'copy' && method === 'POST' && rest.length === 0) return copy(x, who)
      if (kind === 'sign' && method === 'POST') {
        if (rest.length === 1) return signMany(x, who, bucketId(decodePath(rest[0])))
        const t = target(rest)
        return signOne(x, who, t)
      }
      if (kind === 'upload' && rest[0] === 'sign' && method === 'POST') {
        const t = target(rest.slice(1))
        return signUpload(x, who, t)
      }
      if (kind === 'info' && method === 'GET') {
        const t = target(rest[0] === 'authenticated' || rest[0] === 'public' ? rest.slice(1) : rest)
        return info(x, who, t)
      }
      if (kind === 'authenticated' && read) {
        const t = target(rest)
        return downloadAsCaller(x, who, t, download)
      }
      // /object/:bucket and /object/:bucket/*name
      const all = s.slice(1)
      if (method === 'DELETE' && all.length === 1)
        return removeMany(x, who, bucketId(decodePath(all[0])))
      const t = target(all)
      if (read) return downloadAsCaller(x, who, t, download)
      if (method === 'DELETE') return removeOne(x, who, t)
      if (method === 'POST' || method === 'PUT') {
        // PUT replaces (storage-js update()); POST replaces only with x-upsert: true.
        const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true'
        return upload(ctx, req, res, { ...t, upsert, who, owner: ownerOf(who) })
      }
      throw errors.notFound()
    }

    return {
      kind: 'stream',
      async handle(req, res, path, search) {
        try {
          await route(req, res, path, search)
        } catch (e) {
          const se = fromDbError(e)
          if (!se) throw e
          if (res.headersSent) return void res.destroy()
          // Answered at once; what is left of the body is read and thrown away (bounded) after.
          await refuse(
            req,
            res,
            se.httpStatus,
            { 'Content-Type': 'application/json' },
            JSON.stringify(se.body()),
          )
        }
      },
    }
  },
}
