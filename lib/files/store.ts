import type { SupabaseClient } from '@supabase/supabase-js'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '@/lib/database.types'
import { HEAD_BYTES } from './sizes'
import {
  cleanFileName,
  fileNameOf,
  folderIds,
  isPictureBucket,
  objectPath,
  pictureName,
  sizeProblem,
  storedFileName,
  storedType,
  takesType,
  type FileBucket,
} from './rules'

// Files through Storage as the signed-in user: the request's client carries the user's JWT,
// so the bucket policies on storage.objects decide. These functions add the app's own checks
// (name, size, type from the bytes) before anything is stored, and again on what was stored,
// since an upload's bytes go from the browser straight to Storage (planUpload says why). Reads
// of IEP documents are logged by Storage itself (the bucket's select policy), not here.

type Client = SupabaseClient<Database>

export type FileFailure =
  | 'badName'
  | 'badPath'
  | 'tooLarge'
  | 'badType'
  | 'empty'
  | 'forbidden'
  | 'exists'
  | 'missing'
  | 'failed'

type StorageFailure = { statusCode?: string; code?: string; status?: number } | null | undefined

/** A Storage (or database) refusal as one of the app's file failures. */
export function storageFailure(error: StorageFailure & { message?: string }): FileFailure {
  const code = String(error?.statusCode ?? error?.status ?? '')
  if (code === '403' || code === '401' || error?.code === 'AccessDenied' || error?.code === '42501')
    return 'forbidden'
  if (code === '409' || error?.code === 'ResourceAlreadyExists' || error?.code === 'Duplicate')
    return 'exists'
  if (code === '413' || error?.code === 'EntityTooLarge') return 'tooLarge'
  if (code === '415' || error?.code === 'InvalidMimeType') return 'badType'
  if (code === '404' || error?.code === 'NoSuchKey' || error?.code === 'not_found') return 'missing'
  if (error?.code === 'InvalidKey') return 'badName'
  return 'failed'
}

/** A file operation's outcome: what it gives, or the failure that stopped it. */
type FileResult<T> = ({ ok: true } & T) | { ok: false; failure: FileFailure }

export type UploadResult = FileResult<{ path: string; name: string }>

/** Where a checked file is to be stored, with which type, and whether it replaces one. */
export type UploadPlan = FileResult<{ path: string; name: string; type: string; upsert: boolean }>

/** What the app is told of a file before its bytes are sent: its name, size and first bytes. */
export type UploadRequest = { name: string; size: number; head: Uint8Array }

/**
 * Step one of an upload: checks the file's name, size and type (from its first bytes) and
 * decides where it is stored and with which type. A profile picture's own name is not used
 * (the app names it), so it is not checked either.
 *
 * The bytes never pass through the app: its host takes only a few megabytes in one request
 * (Vercel's functions refuse a body over 4.5 MB), and a bucket takes files of up to 25 MB. The
 * browser sends them to Storage itself, with the person's own token, so the bucket's policies
 * decide as the bytes are written (a signed upload address would be checked once, when it is
 * made, and then write as Storage for two hours: after a hand-in is graded or a parent's link
 * is removed). Step two is that upload; step three, finishUpload.
 */
export async function planUpload(
  bucket: FileBucket,
  segments: readonly string[],
  file: UploadRequest,
): Promise<UploadPlan> {
  const folders = folderIds(bucket, segments)
  if (!folders) return { ok: false, failure: 'badPath' }
  const picture = isPictureBucket(bucket)
  const own = picture ? '' : cleanFileName(file.name)
  if (own === null) return { ok: false, failure: 'badName' }
  const tooBig = sizeProblem(bucket, file.size)
  if (tooBig) return { ok: false, failure: tooBig }
  const detected = await fileTypeFromBuffer(file.head.subarray(0, HEAD_BYTES))
  const type = storedType(bucket, detected?.mime, own)
  if ('problem' in type) return { ok: false, failure: type.problem }
  const name = picture ? pictureName(type.type) : own
  const path = objectPath(folders, name)
  return { ok: true, path, name, type: type.type, upsert: replacesSameName(bucket) }
}

/**
 * Step three: what was stored, held to the rules again, since the bytes came from the browser,
 * not through the app: there, seen by the caller, not empty, within the size, and of a type the
 * bucket's rule gives. Read from the object's details (info reads no bytes, so checking an IEP
 * document just stored is not logged as anyone's read of it). A file that fails is removed.
 * Storage itself takes the bytes of any type the bucket allows (docs/security.md).
 */
async function checkStored(
  supabase: Client,
  bucket: FileBucket,
  path: string,
): Promise<FileFailure | null> {
  const { data, error } = await supabase.storage.from(bucket).info(path)
  if (error || !data) return storageFailure(error)
  const type = (data.contentType ?? '').split(';')[0].trim().toLowerCase()
  const problem =
    sizeProblem(bucket, Number(data.size ?? 0)) ?? (takesType(bucket, type) ? null : 'badType')
  if (problem) await supabase.storage.from(bucket).remove([path])
  return problem
}

/**
 * A whole upload from the server (scripts, tests): the steps the browser takes, one after the
 * other, with the same client's token: plan, store the bytes, check what was stored.
 */
export async function uploadFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
  file: { name: string; bytes: Uint8Array },
): Promise<UploadResult> {
  const request = { name: file.name, size: file.bytes.byteLength, head: file.bytes }
  const plan = await planUpload(bucket, segments, request)
  if (!plan.ok) return plan
  const { error } = await supabase.storage
    .from(bucket)
    .upload(plan.path, file.bytes, { contentType: plan.type, upsert: plan.upsert })
  if (error) return { ok: false, failure: storageFailure(error) }
  const problem = await checkStored(supabase, bucket, plan.path)
  if (problem) return { ok: false, failure: problem }
  return { ok: true, path: plan.path, name: plan.name }
}

/**
 * What a stored upload changes besides the file. An IEP document replaces one of the same name
 * and becomes the student's current document (the profile points at it). A profile picture
 * becomes its owner's current one by itself (a trigger on storage.objects sets
 * profiles.avatar_path); the owner's other pictures then go, so a replaced picture is no
 * longer readable by the school (should that fail, the next upload removes them).
 */
async function afterUpload(
  supabase: Client,
  bucket: FileBucket,
  path: string,
): Promise<FileFailure | null> {
  const folder = path.slice(0, path.lastIndexOf('/'))
  if (bucket === 'iep-documents') {
    const { error } = await supabase.rpc('update_student_profile', {
      student_id: folder,
      sensitive: { iep_document_path: path },
    })
    if (error) return storageFailure(error)
  }
  if (isPictureBucket(bucket)) {
    const others = await listFiles(supabase, bucket, [folder])
    const old = typeof others === 'string' ? [] : others.filter((f) => f.path !== path)
    if (old.length) await supabase.storage.from(bucket).remove(old.map((f) => f.path))
  }
  return null
}

/** Whether an upload to this bucket takes the place of a stored file of the same name. */
const replacesSameName = (bucket: FileBucket) => bucket === 'iep-documents'

/** A stored file's path from its folders and stored name, or why the address is no file's. */
function filePath(
  bucket: FileBucket,
  segments: readonly string[],
): { path: string; name: string } | FileFailure {
  const name = storedFileName(segments.at(-1) ?? '')
  const folders = folderIds(bucket, segments.slice(0, -1))
  if (!folders) return 'badPath'
  if (!name) return 'badName'
  return { path: objectPath(folders, name), name }
}

/**
 * The last step of an upload the browser sent: the stored file (`segments`: its folders and
 * stored name) is checked and takes effect (afterUpload).
 */
export async function finishUpload(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
): Promise<UploadResult> {
  const file = filePath(bucket, segments)
  if (typeof file === 'string') return { ok: false, failure: 'badPath' }
  const problem =
    (await checkStored(supabase, bucket, file.path)) ??
    (await afterUpload(supabase, bucket, file.path))
  if (problem) return { ok: false, failure: problem }
  return { ok: true, ...file }
}

/** A whole upload from the server, with what it changes besides the file (afterUpload). */
export async function addFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
  file: { name: string; bytes: Uint8Array },
): Promise<UploadResult> {
  const stored = await uploadFile(supabase, bucket, segments, file)
  if (!stored.ok) return stored
  const problem = await afterUpload(supabase, bucket, stored.path)
  return problem ? { ok: false, failure: problem } : stored
}

export type StoredFile = { name: string; path: string; size: number | null }

/** The files directly in one folder, by name (what the caller may read; RLS decides). */
export async function listFiles(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
): Promise<StoredFile[] | FileFailure> {
  const folders = folderIds(bucket, segments)
  if (!folders) return 'badPath'
  const prefix = folders.join('/')
  const { data, error } = await supabase.storage
    .from(bucket)
    .list(prefix, { limit: 100, sortBy: { column: 'name', order: 'asc' } })
  if (error) return storageFailure(error)
  return data
    .filter((entry) => entry.id !== null)
    .map((entry) => ({
      name: fileNameOf(entry.name),
      path: `${prefix}/${entry.name}`,
      size: typeof entry.metadata?.size === 'number' ? entry.metadata.size : null,
    }))
}

export type DownloadResult = FileResult<{ blob: Blob; name: string }>

/**
 * One file's bytes, as the caller. Reading an IEP document adds its sensitive_access_log row
 * in Storage (the bucket's select policy logs every read by someone other than the student,
 * however it is made), so the app does not log it again: one row per read.
 */
export async function downloadFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
): Promise<DownloadResult> {
  const file = filePath(bucket, segments)
  if (typeof file === 'string') return { ok: false, failure: file }
  const { data, error } = await supabase.storage.from(bucket).download(file.path)
  if (error || !data) return { ok: false, failure: storageFailure(error) }
  return { ok: true, blob: data, name: file.name }
}

/** Removes one file; refused unless the bucket's policies let the caller write it. */
export async function removeFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
): Promise<FileFailure | null> {
  const file = filePath(bucket, segments)
  if (typeof file === 'string') return 'badPath'
  const { data, error } = await supabase.storage.from(bucket).remove([file.path])
  if (error) return storageFailure(error)
  return data.length ? null : 'forbidden'
}
