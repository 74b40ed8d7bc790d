import { getTranslations } from 'next-intl/server'
import { getClaims, getSupabase, secondFactorOwed } from '@/lib/auth/session'
import {
  FILE_BUCKETS,
  fileNameOf,
  folderIds,
  isFileBucket,
  isPictureBucket,
  isWorkBucket,
  servingHeaders,
  type FileBucket,
} from '@/lib/files/rules'
import { HEAD_BYTES } from '@/lib/files/sizes'
import {
  downloadFile,
  finishUpload,
  listFiles,
  planUpload,
  removeFile,
  type FileFailure,
} from '@/lib/files/store'
import { fileUrl } from '@/lib/files/urls'

// Files of the app's buckets, as the signed-in user: /files/<bucket>/<folder ids>/<name>.
//   GET  …/<name>        serves a file: in the tab only when its type is passive, else as an
//                        attachment; never sniffed, always sandboxed (servingHeaders). A read
//                        of an IEP document is logged by Storage as the file is read.
//   GET  …/<folders>?list lists a folder (JSON)
//   POST …/<folders>     plans an upload: form fields `name`, `size` and `head` (the file's
//                        first bytes), answered with where to store it and its type (JSON)
//   POST …/<name>        finishes it once the bytes are stored: checks them, takes effect
//   DELETE …/<name>      removes a file
// The bytes themselves go from the browser straight to Storage, with the person's own token
// (lib/files/store.ts, planUpload, says why).
// A profile picture (avatars/<profile id>/…) is named by the app and becomes the owner's
// current picture as it is stored; removing it leaves none (lib/files/store.ts, afterUpload).
// The request's Supabase client carries the user's JWT, so the bucket policies decide; the
// checks here (names, sizes, types from the bytes) come first and a refusal stores nothing,
// and a stored file that fails them when it is read back is removed.
// Every answer to a failure is a translated sentence, never a stack trace.

type Params = { params: Promise<{ bucket: string; path: string[] }> }

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

const STATUS: Record<FileFailure, number> = {
  badName: 400,
  badPath: 404,
  tooLarge: 413,
  badType: 415,
  empty: 400,
  forbidden: 403,
  exists: 409,
  missing: 404,
  failed: 500,
}

async function failure(bucket: FileBucket | null, reason: FileFailure | 'noFile') {
  const t = await getTranslations('files')
  const mb = Math.round((bucket ? FILE_BUCKETS[bucket].maxBytes : 0) / (1024 * 1024))
  // A file of the wrong type is told which types the place takes.
  const text =
    reason === 'badType' && bucket && isPictureBucket(bucket)
      ? t('picture.badType')
      : reason === 'badType' && bucket && isWorkBucket(bucket)
        ? t('work.badType')
        : t(`errors.${reason}`, { mb })
  return json({ error: text }, reason === 'noFile' ? 400 : STATUS[reason])
}

/** What the person is told when a file is stored or removed: a picture by what it is, not by the name the app gave it. */
async function done(bucket: FileBucket, event: 'attached' | 'removed', name: string) {
  const t = await getTranslations('files')
  if (isPictureBucket(bucket)) return t(event === 'attached' ? 'picture.saved' : 'picture.removed')
  return t(event, { name })
}

/**
 * The caller must be signed in, with no second factor owed (the bucket policies refuse such a
 * session too; this says why); bucket and path must be ones the app serves.
 */
async function open(params: Params['params']) {
  const { bucket, path } = await params
  const claims = await getClaims()
  if (!claims) return { error: json({ error: 'Unauthorized' }, 401) }
  const owed = await secondFactorOwed(claims)
  // Staff sent to set up a factor still see the profile pictures of the page they are on.
  if (owed === 'code' || (owed === 'setup' && !(isFileBucket(bucket) && isPictureBucket(bucket)))) {
    const t = await getTranslations('secondFactor')
    return { error: json({ error: t(owed === 'code' ? 'codeOwed' : 'setupOwed') }, 403) }
  }
  if (!isFileBucket(bucket)) return { error: await failure(null, 'badPath') }
  return { bucket, path, supabase: await getSupabase() }
}

/** A cross-site form must not upload or remove in the user's name. */
function sameOrigin(request: Request) {
  const origin = request.headers.get('origin')
  // A sandboxed or privacy-minded page sends `Origin: null`, which is no address: refused.
  return (
    origin !== null && URL.canParse(origin) && new URL(origin).host === request.headers.get('host')
  )
}

export async function GET(request: Request, { params }: Params) {
  const ctx = await open(params)
  if ('error' in ctx) return ctx.error
  if (new URL(request.url).searchParams.has('list')) {
    const files = await listFiles(ctx.supabase, ctx.bucket, ctx.path)
    return typeof files === 'string' ? failure(ctx.bucket, files) : json({ files })
  }
  const file = await downloadFile(ctx.supabase, ctx.bucket, ctx.path)
  if (!file.ok) return failure(ctx.bucket, file.failure)
  const type = file.blob.type || 'application/octet-stream'
  return new Response(file.blob.stream(), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(file.blob.size),
      ...servingHeaders(file.name, type),
      // A picture's name is new for every upload, so its bytes never change under it: the
      // browser may keep it a day instead of asking again on every page the header is on.
      'Cache-Control': isPictureBucket(ctx.bucket) ? 'private, max-age=86400' : 'private, no-store',
    },
  })
}

export async function POST(request: Request, { params }: Params) {
  const ctx = await open(params)
  if ('error' in ctx) return ctx.error
  if (!sameOrigin(request)) return failure(ctx.bucket, 'forbidden')
  return folderIds(ctx.bucket, ctx.path) ? plan(request, ctx) : finish(ctx)
}

type Opened = Exclude<Awaited<ReturnType<typeof open>>, { error: Response }>

/** A plan's form is a name, a size and the first bytes: a few kilobytes, never the file. */
const PLAN_MAX_BYTES = 64 * 1024

async function plan(request: Request, { bucket, path }: Opened) {
  if (Number(request.headers.get('content-length') ?? 0) > PLAN_MAX_BYTES)
    return failure(bucket, 'noFile')
  const form = await request.formData().catch(() => null)
  const head = form?.get('head')
  const size = Number(form?.get('size'))
  if (!(head instanceof Blob) || !Number.isSafeInteger(size) || size < 0)
    return failure(bucket, 'noFile')
  const file = {
    name: String(form?.get('name') ?? ''),
    size,
    head: new Uint8Array(await head.slice(0, HEAD_BYTES).arrayBuffer()),
  }
  const planned = await planUpload(bucket, path, file)
  if (!planned.ok) return failure(bucket, planned.failure)
  const { type, upsert } = planned
  return json({ bucket, path: planned.path, type, upsert, finish: fileUrl(bucket, planned.path) })
}

async function finish({ bucket, path, supabase }: Opened) {
  const stored = await finishUpload(supabase, bucket, path)
  if (!stored.ok) return failure(bucket, stored.failure)
  return json(
    {
      path: stored.path,
      name: stored.name,
      message: await done(bucket, 'attached', stored.name),
    },
    201,
  )
}

export async function DELETE(request: Request, { params }: Params) {
  const ctx = await open(params)
  if ('error' in ctx) return ctx.error
  if (!sameOrigin(request)) return failure(ctx.bucket, 'forbidden')
  const problem = await removeFile(ctx.supabase, ctx.bucket, ctx.path)
  if (problem) return failure(ctx.bucket, problem)
  return json({ message: await done(ctx.bucket, 'removed', fileNameOf(ctx.path.at(-1) ?? '')) })
}
