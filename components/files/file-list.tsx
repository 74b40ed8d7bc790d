'use client'
import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { fileUrl } from '@/lib/files/urls'

export type ListedFile = { name: string; path: string; size: number | null }

/** Download links for files (`/files/<bucket>/<path>`), each named after its file; optional remove. */
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
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{t('none')}</p>
  return (
    <ul className="grid gap-1">
      {files.map((file) => (
        <li key={file.path} className="flex flex-wrap items-center gap-2">
          <a
            href={fileUrl(bucket, file.path)}
            download={file.name}
            aria-label={t('download', { name: file.name })}
            className="inline-flex min-h-11 items-center gap-2 underline underline-offset-4"
          >
            <Icon node={Download} className="size-4" />
            {file.name}
          </a>
          {onRemove && (
            <Button type="button" variant="ghost" onClick={() => onRemove(file)}>
              {t('remove', { name: file.name })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
