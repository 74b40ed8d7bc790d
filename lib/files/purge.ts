import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { readAll } from '@/lib/data/read-all'

// Deleting a bin item forever removes its files too. The bin keeps files while a row is in
// it (a restore must be complete); the bytes are not in the database, so the purge removes
// them through Storage, as the principal, just before the row goes: once the row is gone no
// policy connects its files to anyone. The policies binned_work_files_* let the school's
// principal list and remove the files of assignments that are in their bin.

type Client = SupabaseClient<Database>

/** How many names one remove call sends: Storage may refuse more in one request. */
const REMOVE_BATCH = 1000

/**
 * Removes objects of one bucket with `supabase`'s rights, at most REMOVE_BATCH names a call.
 * Returns how many went; throws when Storage refuses.
 */
export async function removePaths(
  supabase: Pick<SupabaseClient, 'storage'>,
  bucket: string,
  paths: readonly string[],
): Promise<number> {
  let removed = 0
  for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
    const { data, error } = await supabase.storage
      .from(bucket)
      .remove(paths.slice(start, start + REMOVE_BATCH))
    if (error) throw error
    removed += data.length
  }
  return removed
}

/**
 * Every object path under a folder of a bucket, one level of sub-folders deep; a folder of
 * more entries than one listing gives is listed page by page.
 */
async function pathsUnder(supabase: Client, bucket: string, folder: string): Promise<string[]> {
  const entries = await readAll(async (from, to) =>
    supabase.storage.from(bucket).list(folder, {
      limit: to - from + 1,
      offset: from,
      sortBy: { column: 'name', order: 'asc' },
    }),
  )
  if (entries.error) throw new Error(`${bucket}/${folder} could not be listed`)
  const data = entries.data
  const files = data.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`)
  const subfolders = data
    .filter((entry) => entry.id === null)
    .map((entry) => `${folder}/${entry.name}`)
  for (const sub of subfolders) files.push(...(await pathsUnder(supabase, bucket, sub)))
  return files
}

/**
 * Removes the files of the assignments a bin item holds (the item itself, or those deleted
 * with its subject or class): `assignment-files/<id>/…` and `submission-files/<id>/…`.
 * Returns how many objects went; throws when Storage refuses.
 */
export async function removeBinItemFiles(supabase: Client, binItemId: string): Promise<number> {
  const { data: ids, error } = await supabase.rpc('bin_item_assignment_ids', {
    deleted_item_id: binItemId,
  })
  if (error) throw error
  let removed = 0
  for (const bucket of ['assignment-files', 'submission-files']) {
    for (const id of ids ?? []) {
      removed += await removePaths(supabase, bucket, await pathsUnder(supabase, bucket, id))
    }
  }
  return removed
}

/**
 * Removes the files of a removed account whose bin item is about to be deleted for good: its
 * profile picture, a student's plan documents and handed-in files. The database names them,
 * only to a principal of the account's school (bin_member_files); `remove` is the service's
 * removal (lib/supabase/admin), since no policy lets the principal delete another person's
 * picture or hand-ins.
 */
export async function removeBinMemberFiles(
  supabase: Client,
  binItemId: string,
  remove: (objects: { bucket_id: string; name: string }[]) => Promise<number>,
): Promise<number> {
  // A student of many years can have more files than one answer of the API holds.
  const { data, error } = await readAll((from, to) =>
    supabase
      .rpc('bin_member_files', { deleted_item_id: binItemId })
      .order('bucket_id')
      .order('name')
      .range(from, to),
  )
  if (error) throw new Error('bin_member_files could not be read')
  return data.length ? remove(data) : 0
}
