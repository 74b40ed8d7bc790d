'use client'
import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { fileSize } from '@/lib/files/sizes'
import { fileUrl } from '@/lib/files/urls'
import { fileType } from './file-type'

/** A file to list; `size` in bytes, null where it is not known. */
export type ListedFile = { name: string; path: string; size: number | null }

/**
 * Download links for files (`/files/<bucket>/<path>`), each named after its file and, where its
 * size is known, its type and size, so a screen reader says what a download would be before it
 * starts (read from the list itself: no request a file); optional remove.
 */
export function FileList({
  bucket,
  files,
  onRemove,
}: {
  bucket: string
  files: readonly ListedFile[]
  onRemove?: (file: ListedFile) => void
}) {
  const t = useT('files')
  /** The file's type and size in words, as "PDF, 240 kB"; null when its size is not known. */
  const details = ({ name, size }: ListedFile) => {
    if (size === null) return null
    const words = t('size', fileSize(size))
    const type = fileType(name)
    return type ? t('details', { type, size: words }) : words
  }
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{t('none')}</p>
  return (
    <ul className="grid gap-1">
      {files.map((file) => {
        const about = details(file)
        return (
          <li key={file.path} className="flex flex-wrap items-center gap-2">
            <a
              href={fileUrl(bucket, file.path)}
              download={file.name}
              aria-label={
                about
                  ? t('downloadSized', { name: file.name, details: about })
                  : t('download', { name: file.name })
              }
              className="inline-flex min-h-11 items-center gap-2 underline underline-offset-4"
            >
              <Icon node={Download} className="size-4" />
              {file.name}
              {about && <span className="text-muted-foreground">({about})</span>}
            </a>
            {onRemove && (
              <Button type="button" variant="ghost" onClick={() => onRemove(file)}>
                {t('remove', { name: file.name })}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
