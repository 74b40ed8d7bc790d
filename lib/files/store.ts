import type { SupabaseClient } from '@supabase/supabase-js'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '@/lib/database.types'
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
  type FileBucket,
} from './rules'

// Files through Storage as the signed-in user: the request's client carries the user's JWT,
// so the bucket policies on storage.objects decide. These functions add the app's own checks
// (name, size, type from the bytes) before anything is stored. Reads of IEP documents are
// logged by Storage itself (the bucket's select policy), not here.

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

/**
 * Checks and stores one file under the given folders of a bucket. A profile picture's own
 * name is not used (the app names it), so it is not checked either.
 */
export async function uploadFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
  file: { name: string; bytes: Uint8Array },
  { replace }: { replace: boolean },
): Promise<UploadResult> {
  const folders = folderIds(bucket, segments)
  if (!folders) return { ok: false, failure: 'badPath' }
  const picture = isPictureBucket(bucket)
  const own = picture ? '' : cleanFileName(file.name)
  if (own === null) return { ok: false, failure: 'badName' }
  const tooBig = sizeProblem(bucket, file.bytes.byteLength)
  if (tooBig) return { ok: false, failure: tooBig }
  const detected = await fileTypeFromBuffer(file.bytes.subarray(0, 4100))
  const type = storedType(bucket, detected?.mime, own ?? '')
  if ('problem' in type) return { ok: false, failure: type.problem }
  const name = picture ? pictureName(type.type) : own
  const path = objectPath(folders, name)
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, file.bytes, { contentType: type.type, upsert: replace })
  if (error) return { ok: false, failure: storageFailure(error) }
  return { ok: true, path, name }
}

/**
 * An upload through the app, with what it changes besides the file. An IEP document replaces
 * one of the same name and becomes the student's current document (the profile points at it).
 * A profile picture becomes its owner's current one by itself (a trigger on storage.objects
 * sets profiles.avatar_path); the owner's other pictures then go, so a replaced picture is no
 * longer readable by the school (should that fail, the next upload removes them).
 */
export async function addFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
  file: { name: string; bytes: Uint8Array },
): Promise<UploadResult> {
  const iep = bucket === 'iep-documents'
  const stored = await uploadFile(supabase, bucket, segments, file, { replace: iep })
  if (!stored.ok) return stored
  const folder = stored.path.slice(0, stored.path.lastIndexOf('/'))
  if (iep) {
    const { error } = await supabase.rpc('update_student_profile', {
      student_id: folder,
      sensitive: { iep_document_path: stored.path },
    })
    if (error) return { ok: false, failure: storageFailure(error) }
  }
  if (isPictureBucket(bucket)) {
    const others = await listFiles(supabase, bucket, [folder])
    const old =
      typeof others === 'string'
        ? []
        : others.filter((f) => f.path !== stored.path).map((f) => f.path)
    if (old.length) await supabase.storage.from(bucket).remove(old)
  }
  return stored
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
  const name = storedFileName(segments.at(-1) ?? '')
  const folders = folderIds(bucket, segments.slice(0, -1))
  if (!folders) return { ok: false, failure: 'badPath' }
  if (!name) return { ok: false, failure: 'badName' }
  const path = objectPath(folders, name)
  const { data, error } = await supabase.storage.from(bucket).download(path)
  if (error || !data) return { ok: false, failure: storageFailure(error) }
  return { ok: true, blob: data, name }
}

/** Removes one file; refused unless the bucket's policies let the caller write it. */
export async function removeFile(
  supabase: Client,
  bucket: FileBucket,
  segments: readonly string[],
): Promise<FileFailure | null> {
  const name = storedFileName(segments.at(-1) ?? '')
  const folders = folderIds(bucket, segments.slice(0, -1))
  if (!folders || !name) return 'badPath'
  const { data, error } = await supabase.storage.from(bucket).remove([objectPath(folders, name)])
  if (error) return storageFailure(error)
  return data.length ? null : 'forbidden'
}
