'use client'
import { useId, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { WORK_FILE_ACCEPT } from '@/lib/files/work-types'
import { filesUrl } from '@/lib/files/urls'
import { FileList, type ListedFile } from './file-list'
import { FileUpload } from './file-upload'
import { useRemoveFile } from './use-remove-file'

/**
 * The files of one piece of work (an assignment's material, a student's hand-in), behind a
 * show/hide button so a list page reads nothing until asked. With `canUpload` the person may
 * also attach and remove files (the bucket's policies decide in the end).
 */
export function Attachments({
  bucket,
  folders,
  title,
  canUpload,
  maxMb,
}: {
  bucket: 'assignment-files' | 'submission-files'
  folders: readonly string[]
  title: string
  canUpload: boolean
  maxMb: number
}) {
  const t = useT('files')
  const removeFile = useRemoveFile()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [files, setFiles] = useState<ListedFile[] | null>(null)
  const [failed, setFailed] = useState(false)
  const url = filesUrl(bucket, folders)

  const load = async () => {
    setFailed(false)
    try {
      const response = await fetch(`${url}?list`)
      const answer = (await response.json()) as { files?: ListedFile[] }
      if (!response.ok || !answer.files) throw new Error('list')
      setFiles(answer.files)
    } catch {
      setFailed(true)
    }
  }

  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && files === null) void load()
  }

  const remove = async (file: ListedFile) => {
    if (await removeFile(bucket, file))
      setFiles((current) => current?.filter((f) => f.path !== file.path) ?? null)
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${open ? t('hide') : t('show')}: ${title}`}
        onClick={toggle}
      >
        {open ? t('hide') : t('show')}
      </Button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={t('attachmentsOf', { title })}
        className="grid gap-3"
      >
        {open &&
          (failed ? (
            <p role="alert">{t('listFailed')}</p>
          ) : files === null ? (
            <p role="status">{t('loading')}</p>
          ) : (
            <FileList
              bucket={bucket}
              files={files}
              onRemove={canUpload ? (file) => void remove(file) : undefined}
            />
          ))}
        {open && canUpload && (
          <FileUpload
            url={url}
            label={t('chooseFile')}
            hint={t('hint', { mb: maxMb })}
            accept={WORK_FILE_ACCEPT}
            buttonLabel={t('attach')}
            pendingLabel={t('attaching')}
            maxMb={maxMb}
            onUploaded={() => void load()}
          />
        )}
      </section>
    </div>
  )
}
