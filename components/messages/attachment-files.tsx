import { FileList } from '@/components/files/file-list'
import { fileNameOf } from '@/lib/files/rules'

/**
 * The files a message or an announcement names, as download links (message-files: the bucket's
 * policy lets exactly the readers of what names a file read it). `sizes` are the row's
 * attachment_sizes (bytes, in the order of `paths`, read with the row; null for one the reader
 * may not read), so each link can say its file's size. `label` names the group: a
 * named group, not a region, since a page lists many messages or announcements and a region
 * each would crowd the screen reader's list of landmarks.
 */
export function AttachmentFiles({
  paths,
  sizes,
  label,
}: {
  paths: readonly string[]
  sizes: readonly (number | null)[] | null
  label: string
}) {
  if (paths.length === 0) return null
  return (
    <div role="group" aria-label={label}>
      <FileList
        bucket="message-files"
        files={paths.map((path, index) => ({
          path,
          name: fileNameOf(path),
          size: sizes?.[index] ?? null,
        }))}
      />
    </div>
  )
}
